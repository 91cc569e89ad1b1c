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

/// One run of the stages over options whose imported modules are already summaries
/// (`Pipeline.prepare`). After the files are read, what the cache lets the run reuse is decided
/// once (`ReusePlan`) and followed: everything (the fast path), the last result (no link), the
/// outputs (link and validate, no generation), or nothing. The cache for the next run is kept by
/// `NextRunCache`.
struct PipelineRun {
    let options: WeaverOptions
    let goal: Pipeline.Goal
    var result = PipelineResult()
    var clock = PhaseClock()
    /// An imported module's run (`.summarize`): the files whose folders are cleared of killed
    /// runs' leftovers before its first write (`AtomicFile.removeLeftovers`); emptied once done.
    var leftoversOf: [String] = []

    init(options: WeaverOptions, goal: Pipeline.Goal) {
        assert(options.importedModules.isEmpty, "imported modules are summarized before the run (Pipeline.prepare)")
        (self.options, self.goal) = (options, goal)
    }

    mutating func execute() throws(PipelineError) -> PipelineResult {
        let outputs = goal == .summarize ? options.summaryOutputPath.map { [$0] } ?? []
            : MainOutputFiles.paths(of: options) + (options.tests ? [options.testsOutputPath] : [])
                + (goal == .generate ? options.summaryOutputPath.map { [$0] } ?? [] : [])
        if options.splitOutput, !options.mainOutputIsFolder {
            throw PipelineError(.error(.configuration, "--split-output needs a folder as --main-output-path: the containers' files go there", at: nil))
        }
        if options.containerFiles != MainOutputFiles.maximumContainerFileCount, !options.splitOutput {
            throw PipelineError(.error(.configuration, "--container-files needs --split-output: it says how many files the containers go in", at: nil))
        }
        if options.summaryOutputPath != nil, options.moduleName == nil {
            throw PipelineError(.error(.configuration, "--summary-output-path needs --module-name: a summary names its module", at: nil))
        }
        // Taken before any folder is looked at: the next run reuses only listings of folders that
        // had not changed for a while before this moment (`FolderListings`).
        let walkStart = DispatchTime.now().uptimeNanoseconds
        let optionsKey = CacheKey.of(options)
        let summaryContents = ModuleSummaryLoader.contents(of: options.moduleSummaries)
        let summariesKey = CacheKey.summaries(options, contents: summaryContents)
        let (cache, note) = ScanCache.load(from: options.cachePath, optionsKey: optionsKey, projectPath: options.projectPath)
        if let note { result.cacheNotes.append(note) }
        lap("load cache")

        let discovery = try discover(known: cache?.folderListings, outputs: outputs)
        let loaded = CachedSourceLoader(options: options, cache: cache, optionsKey: optionsKey).load(discovery.files)
        result.filesParsed = loaded.filesParsed
        lap("read and parse")

        let plan = ReusePlan(cache: cache, filesChanged: loaded.changed, shapeChanged: loaded.shapeChanged, goal: goal,
                             summariesKey: summariesKey) { [goal] in $0.outputsHold(outputs, goal: goal) }
        if let cache, plan.reusesEverything {
            reuseEverything(of: cache, discovery: discovery, loaded: loaded, walkStart: walkStart)
            return finished(summaryContents: summaryContents)
        }
        var next = NextRunCache(files: loaded, folders: discovery.folders, walkStart: walkStart)
        let syntaxes = loaded.syntaxes()
        result.annotatedTypes = syntaxes.reduce(0) { $0 + $1.types.count }
        lap("decode cached results")

        // Parsed only now: a run that reuses everything needs only their bytes' hashes (`CacheKey.summaries`).
        let summaries = try ModuleSummaryLoader.load(options.moduleSummaries, contents: summaryContents, projectPath: options.projectPath,
                                                     registered: options.moduleSummaries.isEmpty ? [] : ExternalTypes.registeredTypeNames(in: syntaxes),
                                                     collections: options.moduleSummaries.isEmpty ? nil
                                                         : ExternalTypes.linkedCollections(in: syntaxes, seesWholeApp: LinkOptions(options).seesWholeApp),
                                                     moduleName: options.moduleName)
        let linkedSummariesKey = CacheKey.linkedSummaries(summaries)
        let reuse = plan.reuse(linkedSummariesKey: linkedSummariesKey)
        if let cache, reuse == .lastResult {
            result.diagnostics = cache.lastDiagnostics
            // The outputs stand for these summaries: the next run with them reuses everything.
            next.keepLastRun(of: cache, summariesKey: summariesKey)
            lap("summaries read; what this module links is unchanged")
            save(next)
            return finished(summaryContents: summaryContents)
        }
        let graph = linkAndValidate(syntaxes, summaries: summaries, allFiles: loaded.allFiles,
                                    fileDiagnostics: discovery.warnings + loaded.diagnostics + syntaxes.flatMap(\.diagnostics))
        result.launchBudget = options.launchBudget
        // A misspelt root in the budget would leave it without one: a usage error, as a flag's.
        if let budget = options.launchBudget, let problem = LaunchBudgetCheck.unknownRoot(in: budget, of: graph) { throw PipelineError(problem) }
        if goal == .generate, !result.hasErrors {
            if let cache, reuse == .outputs {
                next.keepOutputs(of: cache)
                lap("generate (skipped: the graph's shape is unchanged)")
                // A summary holds every location: it alone is written again.
                if let path = options.summaryOutputPath, let module = options.moduleName {
                    try write([(path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text)], into: &next)
                }
            } else {
                let generated = Pipeline.generate(graph, options: options)
                lap("generate")
                try write(generated, into: &next)
                removeUnwrittenOutputs()
                lap("write")
            }
            // Only a successful generation is a result a later run may reuse.
            next.recordSuccess(of: result, summariesKey: summariesKey, linkedSummariesKey: linkedSummariesKey)
        }
        if goal == .summarize, let path = options.summaryOutputPath, let module = options.moduleName {
            try write([(path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text)], into: &next)
            if !result.hasErrors { next.recordSuccess(of: result, summariesKey: summariesKey, linkedSummariesKey: linkedSummariesKey) }
        }
        save(next)
        return finished(summaryContents: summaryContents)
    }

    /// The files to read: every Swift file of the inputs but this run's outputs, with the folder
    /// listings of the last run's cache that may be reused.
    private mutating func discover(known cached: FolderListings?, outputs: [String]) throws(PipelineError) -> FileDiscovery.Discovery {
        var known = cached ?? FolderListings()
        known.settledBefore = Int64(Date().timeIntervalSince1970 * 1e9) - FolderListings.settlingTime
        let discovery = try FileDiscovery.discover(options: options, excluding: Set(outputs.map(PathResolver.normalize)), known: known)
        result.filesScanned = discovery.files.count
        let written = OutputSafety.outputs(of: options, goal: goal)
        try OutputSafety.check(written, inputs: discovery.files, options: options)
        // What killed runs left beside the files: cleared by every run (docs/reliability.md), but
        // an imported module's run clears its folder only before it writes: the importing run of
        // an app's root asks thousands of them, whose summaries share the plugin's work folder,
        // and listing it for each weighed on a build where nothing changed.
        if goal == .summarize { leftoversOf = written.map(\.path) } else { AtomicFile.removeLeftovers(of: written.map(\.path)) }
        (result.foldersWalked, result.foldersReused) = (discovery.folders.count, discovery.foldersReused)
        lap("discover")
        return discovery
    }

    /// Nothing changed since a run that succeeded: its diagnostics stand, its outputs are current.
    private mutating func reuseEverything(of cache: ScanCache, discovery: FileDiscovery.Discovery, loaded: CachedSourceLoader.Outcome,
                                          walkStart: UInt64) {
        result.usedFastPath = true
        result.diagnostics = cache.lastDiagnostics
        result.annotatedTypes = cache.lastAnnotatedTypes
        lap("fast path")
        // The cache is written again only when folders settled since it was: it was written while
        // they were still changing, and without their listings every later run would list them again.
        guard discovery.foldersNewlySettled > 0 else { return }
        var next = NextRunCache(files: loaded, folders: discovery.folders, walkStart: walkStart)
        next.keepLastRun(of: cache)
        save(next)
    }
}
