import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads the summaries a run is given (`--module-summary`): each must be there, readable and
/// written by this version of the tool, or the run stops with a usage error that names the
/// module to rebuild (docs/modules.md).
package enum ModuleSummaryLoader {
    /// The bytes of each file, nil for one that cannot be read; read once per run, for the cache
    /// key and for `load`.
    static func contents(of paths: [String]) -> [[UInt8]?] {
        paths.map { FileSystem.contents(of: $0)?.bytes }
    }

    /// - Parameters:
    ///   - contents: `contents(of: paths)`.
    ///   - registered: the type names the run registers: only those types are kept.
    ///   - collections: the collections the run links other modules' elements of
    ///     (`ExternalTypes.linkedCollections`); nil for every one.
    package static func load(_ paths: [String], contents: [[UInt8]?], projectPath: String, registered: Set<String>,
                     collections: Set<String>? = nil, moduleName: String? = nil) throws(PipelineError) -> [ModuleSummary] {
        var summaries: [ModuleSummary] = []
        var modules: [String: String] = [:]
        for (path, bytes) in zip(paths, contents) {
            let shown = PathResolver.relative(path, to: projectPath)
            guard let bytes else {
                if FileSystem.kind(of: path) == .other {
                    throw refusal("the module summary '\(shown)' given by --module-summary is \(FileSystem.notRegularFile); "
                        + "pass the file that 'weaver swift --summary-output-path' wrote")
                }
                throw refusal("the module summary '\(shown)' cannot be read; build the module that writes it first "
                    + "(weaver swift --module-name <Module> --summary-output-path \(shown))")
            }
            let summary: ModuleSummary
            do {
                summary = try ModuleSummary.read(bytes, keeping: registered)
            } catch {
                let module = error.module.map { "module '\($0)'" } ?? "its module"
                throw refusal("the module summary '\(shown)' cannot be used: \(error.problem); rebuild \(module) with this weaver")
            }
            if let earlier = modules[summary.module] {
                throw refusal("'\(shown)' and '\(earlier)' both summarize module '\(summary.module)'; pass each module's summary once")
            }
            modules[summary.module] = shown
            summaries.append(summary)
        }
        if let moduleName, let own = modules[moduleName] {
            throw refusal("'\(own)' summarizes module '\(moduleName)', the module this run builds; a module cannot import itself")
        }
        if let cycle = ModuleCycle.find(in: summaries, building: moduleName) {
            throw refusal("the module summaries form a cycle of imports (\(cycle.joined(separator: " -> "))), which Swift does not "
                + "allow; rebuild the summaries from modules that import each other in one direction")
        }
        guard let collections else { return summaries }
        return keepingContributions(to: collections, of: summaries, registered: registered)
    }

    /// The summaries with only the contributions to `collections` and to the collections that a
    /// kept type's entry point needs (an element built here may need one too), and of the
    /// elements' types only those of the kept contributions. A module that does not see the
    /// whole app links nothing else of other modules' elements: an element that moved, of a
    /// collection this module neither reads nor contributes to, leaves what it links unchanged,
    /// and its run stops at "what this module links is unchanged" (docs/modules.md).
    static func keepingContributions(to collections: Set<String>, of summaries: [ModuleSummary], registered: Set<String>) -> [ModuleSummary] {
        func isRegistered(_ type: SummaryType, in summary: ModuleSummary) -> Bool {
            registered.contains(type.path) || registered.contains(summary.module + "." + type.path)
        }
        var wanted = collections
        for summary in summaries {
            for type in summary.types where isRegistered(type, in: summary) {
                for need in type.entryPoint?.needs ?? [] { wanted.insert(need.name) }
            }
        }
        // Each module's kept elements, grown until the needs of their types want no more collections.
        var elements: [Set<String>] = Array(repeating: [], count: summaries.count)
        while true {
            var grew = false
            for (index, summary) in summaries.enumerated() {
                let kept = Set(summary.contributions.filter { wanted.contains($0.collection) }.map(\.element))
                for type in summary.types where kept.contains(type.path) && !elements[index].contains(type.path) {
                    for need in type.entryPoint?.needs ?? [] where wanted.insert(need.name).inserted { grew = true }
                }
                elements[index] = kept
            }
            if !grew { break }
        }
        return summaries.enumerated().map { index, summary in
            var summary = summary
            summary.contributions = summary.contributions.filter { wanted.contains($0.collection) }
            summary.types = summary.types.filter { isRegistered($0, in: summary) || elements[index].contains($0.path) }
            return summary
        }
    }

    /// Each readable summary's module and absolute project path (its `sourceRoot` against the
    /// summary's folder). A summary that cannot be read is left out: `load` says why.
    package static func sourceRoots(_ paths: [String], contents: [[UInt8]?]) -> [String: String] {
        var roots: [String: String] = [:]
        for (path, bytes) in zip(paths, contents) {
            guard let bytes, let summary = try? ModuleSummary.read(bytes, keeping: []) else { continue }
            roots[summary.module] = sourceRoot(of: summary, readFrom: path)
        }
        return roots
    }

    /// Where the module's project is: its summary's `sourceRoot` against the summary's folder.
    static func sourceRoot(of summary: ModuleSummary, readFrom path: String) -> String {
        PathResolver.join(PathResolver.directory(of: path), summary.sourceRoot)
    }

    private static func refusal(_ message: String) -> PipelineError {
        PipelineError(.error(.configuration, message, at: nil))
    }
}
