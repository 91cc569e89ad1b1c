import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The cache a run leaves for the next one (docs/commands.md): every readable file's parse result and
/// the listings of the folders walked, and what the last successful run said and wrote, which
/// the next run may reuse (`ReusePlan`). That last part is this run's only when it generated
/// without error; a run that reused the last run's result carries that run's forward.
struct NextRunCache {
    private(set) var cache: ScanCache
    /// When this run's folder walk began (uptime nanoseconds): the next run reuses only listings
    /// of folders that had not changed for a while before this moment (`FolderListings`).
    private let walkStart: UInt64

    init(files: CachedSourceLoader.Outcome, folders: [String: FolderListing?], walkStart: UInt64) {
        cache = files.newCache()
        cache.folders = folders.compactMapValues { $0 }
        self.walkStart = walkStart
    }

    /// This run ended with the last successful run's result: it stays the one to reuse.
    /// `summariesKey`, when given, is the summaries this run read, for which that result stands
    /// too: the next run with them reuses everything.
    mutating func keepLastRun(of previous: ScanCache, summariesKey: UInt64? = nil) {
        cache.keepLastRun(of: previous)
        if let summariesKey { cache.lastSummariesKey = summariesKey }
    }

    /// The outputs the last successful run wrote still hold what this run would write.
    mutating func keepOutputs(of previous: ScanCache) {
        cache.lastOutputs = previous.lastOutputs
    }

    /// This run wrote `text` (or found it there already) at `path`.
    mutating func recordOutput(_ text: String, at path: String) {
        cache.lastOutputs[path] = ScanCache.OutputRecord(hash: ContentHash.of(text), fingerprint: FileFingerprint.of(path))
    }

    /// This run generated without error: its result is the one the next run may reuse.
    mutating func recordSuccess(of result: PipelineResult, summariesKey: UInt64, linkedSummariesKey: UInt64) {
        cache.lastDiagnostics = result.diagnostics
        cache.lastAnnotatedTypes = result.annotatedTypes
        cache.lastSummariesKey = summariesKey
        cache.lastLinkedSummariesKey = linkedSummariesKey
    }

    /// Writes the cache (atomically) where `options` says; a note instead when it cannot.
    func save(options: WeaverOptions) -> String? {
        var cache = cache
        cache.walkDuration = Int64(DispatchTime.now().uptimeNanoseconds - walkStart)
        return cache.save(to: options.cachePath, projectPath: options.projectPath)
    }
}
