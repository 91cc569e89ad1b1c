import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Everything in the options that changes what a run produces (docs/commands.md): a cache written with
/// another value is ignored, so changing a flag regenerates.
enum CacheKey {
    /// The running executable's size and modification time: a tool rebuilt from changed sources
    /// keeps its version number, and must not trust what an older build parsed.
    private static let toolBuild: String = {
        guard let path = FileSystem.executablePath(), let fingerprint = FileFingerprint.of(path) else { return "-" }
        return "\(fingerprint.size).\(fingerprint.modified)"
    }()

    /// The tool, then each option's part in table order (`Option.Subsets.cacheKey`): the option
    /// table says which options change what a run produces (`OptionSubsetsTests` fails for an
    /// option that changes the options but not this key, unless it names the reason).
    /// Paths count relative to the project, so that a moved project keeps its cache (docs/commands.md).
    static func of(_ options: WeaverOptions) -> UInt64 {
        let parts = [WeaverVersion.current, toolBuild] + Option.all.compactMap { $0.subsets.cacheKey?(options) }
        return ContentHash.of(parts.joined(separator: "\u{1F}"))
    }

    /// The other modules' summaries this run reads, by path and content (docs/modules.md), from
    /// `contents`, their bytes in the order of `options.moduleSummaries` (nil: unreadable). Kept
    /// out of `of(_:)`: what another module provides changes this module's graph, not how its
    /// files parse, so a changed summary keeps every parse result cached (an edit in a core
    /// module used to re-parse every module above it).
    static func summaries(_ options: WeaverOptions, contents: [[UInt8]?]) -> UInt64 {
        func relative(_ path: String) -> String { PathResolver.relative(path, to: options.projectPath) }
        return ContentHash.of(zip(options.moduleSummaries, contents).map { path, bytes in
            relative(path) + "=" + (bytes.map { String(ContentHash.of($0)) } ?? "-")
        }.joined(separator: ","))
    }

    /// The summaries as this run links them: only the types it registers are read from each
    /// (`ModuleSummaryLoader`), and the graph holds nothing else of another module. When these are
    /// the last successful run's and no file changed, the graph would be that run's, so the run
    /// ends before linking; when files changed only where annotations stand, it links but
    /// generates nothing (an annotation edit in a leaf module made every module above it link and
    /// generate again).
    static func linkedSummaries(_ summaries: [ModuleSummary]) -> UInt64 {
        ContentHash.of(summaries.flatMap(\.bytes))
    }
}
