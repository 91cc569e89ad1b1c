#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch

/// The one place that sequences the stages (STYLE): discover → read through the cache → parse
/// (parallel) → usage (with `--warn-unused`) → link → validate → generate → write.
public enum Pipeline {
    public enum Goal: Sendable {
        /// `weaver swift`: write the outputs when there is no error.
        case generate
        /// `weaver check`: everything up to validation; only the cache is written.
        case validate
        /// `weaver json`, `weaver graph`: like `validate`, and the graph is always built.
        case export
    }

    public static func run(options: WeaverOptions, goal: Goal = .generate) throws(PipelineError) -> PipelineResult {
        var options = options
        // Before the cache key is taken: the imported summaries are part of it.
        options.moduleSummaries += try ModuleImports.summarize(options.importedModules, for: options)
        options.importedModules = []
        var result = PipelineResult()
        var clock = PhaseClock()
        let outputs = [options.mainOutputPath] + (options.tests ? [options.testsOutputPath] : [])
            + (goal == .generate ? options.summaryOutputPath.map { [$0] } ?? [] : [])
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
        result.timings.append(("load cache", clock.lap()))

        var known = cache?.folderListings ?? FolderListings()
        known.settledBefore = Int64(Date().timeIntervalSince1970 * 1e9) - FolderListings.settlingTime
        let discovery = try FileDiscovery.discover(options: options, excluding: Set(outputs.map(PathResolver.normalize)), known: known)
        result.filesScanned = discovery.files.count
        let written = OutputSafety.outputs(of: options, generating: goal == .generate)
        try OutputSafety.check(written, inputs: discovery.files, options: options)
        AtomicFile.removeLeftovers(of: written.map(\.path))
        (result.foldersWalked, result.foldersReused) = (discovery.folders.count, discovery.foldersReused)
        result.timings.append(("discover", clock.lap()))

        let loaded = CachedSourceLoader(options: options, cache: cache, optionsKey: optionsKey).load(discovery.files)
        result.filesParsed = loaded.filesParsed
        result.timings.append(("read and parse", clock.lap()))

        if let cache, !loaded.changed, goal != .export, cache.lastSummariesKey == summariesKey,
           outputsUnchanged(cache, outputs: outputs, goal: goal) {
            // Nothing changed since a run that succeeded: its diagnostics stand, its outputs are current.
            result.usedFastPath = true
            result.diagnostics = cache.lastDiagnostics
            result.annotatedTypes = cache.lastAnnotatedTypes
            result.timings.append(("fast path", clock.lap()))
            if discovery.foldersNewlySettled > 0 {
                // The cache was written while these folders were still changing: without their
                // listings now, every later run would list them again.
                var refreshed = loaded.newCache()
                refreshed.folders = discovery.folders.compactMapValues { $0 }
                refreshed.keepLastRun(of: cache)
                save(refreshed, options: options, walkStart: walkStart, into: &result)
                result.timings.append(("cache", clock.lap()))
            }
            return locatingOtherModules(result, options: options, summaryContents: summaryContents)
        }
        var newCache = loaded.newCache()
        newCache.folders = discovery.folders.compactMapValues { $0 }
        let syntaxes = loaded.syntaxes()
        result.annotatedTypes = syntaxes.reduce(0) { $0 + $1.types.count }
        result.timings.append(("decode cached results", clock.lap()))

        let linkOptions = LinkOptions(platform: options.platform, projectName: options.projectName,
                                      includedImports: options.includedImports, excludedImports: options.excludedImports,
                                      moduleName: options.moduleName)
        // The usage stage reads every input file, annotated or not, so it runs only when asked.
        let usage = options.warnUnused ? UsageIndex(files: loaded.allFiles) : nil
        // Parsed only when linking: a run that takes the fast path needs only their bytes' hashes
        // (`CacheKey.summaries`).
        let summaries = try ModuleSummaryLoader.load(options.moduleSummaries, contents: summaryContents, projectPath: options.projectPath,
                                                     registered: options.moduleSummaries.isEmpty ? [] : ExternalTypes.registeredTypeNames(in: syntaxes),
                                                     moduleName: options.moduleName)
        let linkedSummariesKey = CacheKey.linkedSummaries(summaries)
        if let cache, !loaded.changed, goal != .export, cache.lastLinkedSummariesKey == linkedSummariesKey,
           outputsUnchanged(cache, outputs: outputs, goal: goal) {
            // Other modules' summaries changed, but not in the types this one registers, and no
            // file changed: the graph would be the last successful run's, so are its diagnostics
            // and outputs (an annotation edit in a leaf module linked every module above it again).
            result.diagnostics = cache.lastDiagnostics
            newCache.keepLastRun(of: cache)
            // The outputs stand for these summaries: the next run with them takes the fast path.
            newCache.lastSummariesKey = summariesKey
            result.timings.append(("summaries read; what this module links is unchanged", clock.lap()))
            save(newCache, options: options, walkStart: walkStart, into: &result)
            result.timings.append(("cache", clock.lap()))
            return locatingOtherModules(result, options: options, summaryContents: summaryContents)
        }
        let graph = Linker.link(syntaxes, options: linkOptions, usage: usage, modules: summaries)
        result.graph = graph
        result.timings.append(("link", clock.lap()))

        let fileDiagnostics = discovery.warnings + loaded.diagnostics + syntaxes.flatMap(\.diagnostics)
        // Causes first: the problems of the files and their annotations (an annotation left out
        // for its own error), then the graph's, which such an omission causes elsewhere; each
        // group in file, line and column order.
        let annotationDiagnostics = DiagnosticFormatter.sortedUnique(fileDiagnostics)
        let reported = Set(annotationDiagnostics)
        result.diagnostics = annotationDiagnostics + Validator.validate(graph).filter { !reported.contains($0) }
        // Said only when nothing else explains it (an annotation error has its own message).
        if result.annotatedTypes == 0, !result.hasErrors { result.diagnostics.append(nothingAnnotated(options)) }
        if options.warningsAsErrors { result.diagnostics = result.diagnostics.map(\.promotedToError) }
        result.timings.append(("validate", clock.lap()))

        if goal == .generate, !result.hasErrors, let cache, !loaded.shapeChanged, cache.lastLinkedSummariesKey == linkedSummariesKey,
           outputsUnchanged(cache, outputs: outputs, goal: goal) {
            // Only annotations moved, or other modules changed what this one does not use: the
            // graph has the shape of the last successful run's, whose outputs still hold what it
            // wrote (the generator writes no location the shape leaves out, and the summaries as
            // linked are the same bytes). A summary holds every location: it alone is written again.
            newCache.lastOutputs = cache.lastOutputs
            result.timings.append(("generate (skipped: the graph's shape is unchanged)", clock.lap()))
            if let path = options.summaryOutputPath, let module = options.moduleName {
                try write([(path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text)], options: options, into: &result, cache: &newCache)
            }
        } else if goal == .generate, !result.hasErrors {
            let generated = generate(graph, options: options)
            result.timings.append(("generate", clock.lap()))
            try write(generated, options: options, into: &result, cache: &newCache)
            result.timings.append(("write", clock.lap()))
        }
        // Only a successful generation makes the next unchanged run a fast path.
        if goal == .generate, !result.hasErrors {
            newCache.lastDiagnostics = result.diagnostics
            newCache.lastAnnotatedTypes = result.annotatedTypes
            newCache.lastSummariesKey = summariesKey
            newCache.lastLinkedSummariesKey = linkedSummariesKey
        }
        save(newCache, options: options, walkStart: walkStart, into: &result)
        result.timings.append(("cache", clock.lap()))
        return locatingOtherModules(result, options: options, summaryContents: summaryContents)
    }

    /// With `--absolute-paths`, where each summarized module's files are, so that a diagnostic
    /// pointing into one prints a path an editor opens. Read only when a diagnostic needs it:
    /// it parses every summary again.
    private static func locatingOtherModules(_ result: PipelineResult, options: WeaverOptions, summaryContents: [[UInt8]?]) -> PipelineResult {
        let pointsIntoAnotherModule = result.diagnostics.contains { diagnostic in
            ([diagnostic.location] + diagnostic.notes.map(\.location)).contains { $0?.isInAnotherModule == true }
        }
        guard options.absolutePaths, pointsIntoAnotherModule else { return result }
        var result = result
        result.moduleRoots = ModuleSummaryLoader.sourceRoots(options.moduleSummaries, contents: summaryContents)
        return result
    }

    /// Writes each file whose bytes changed, and records what it holds for the next run.
    private static func write(_ files: [(path: String, text: String)], options: WeaverOptions, into result: inout PipelineResult,
                              cache: inout ScanCache) throws(PipelineError) {
        for (path, text) in files {
            if try OutputWriter.write(text, to: path, projectPath: options.projectPath) {
                result.writtenFiles.append(PathResolver.relative(path, to: options.projectPath))
            }
            cache.lastOutputs[path] = ScanCache.OutputRecord(hash: ContentHash.of(text), fingerprint: FileFingerprint.of(path))
        }
    }

    /// Writes the cache for the next run, `walkStart` (uptime nanoseconds) being when this run's
    /// walk began.
    private static func save(_ cache: ScanCache, options: WeaverOptions, walkStart: UInt64, into result: inout PipelineResult) {
        var cache = cache
        cache.walkDuration = Int64(DispatchTime.now().uptimeNanoseconds - walkStart)
        if let note = cache.save(to: options.cachePath, projectPath: options.projectPath) { result.cacheNotes.append(note) }
    }

    /// The texts to write: the main output, and the test stubs with `--tests`.
    static func generate(_ graph: DependencyGraph, options: WeaverOptions) -> [(path: String, text: String)] {
        let generatorOptions = GeneratorOptions(
            swiftlintDisableAll: options.swiftlintDisableAll, projectName: options.projectName, platform: options.platform,
            mainActor: options.mainActor, absoluteSourceBase: options.absolutePaths ? options.projectPath : nil,
            moduleName: options.moduleName)
        var files = [(options.mainOutputPath, Generator.mainOutput(graph, options: generatorOptions))]
        if options.tests {
            files.append((options.testsOutputPath, TestStubGenerator.output(graph, options: generatorOptions, testableImports: options.testableImports)))
        }
        if let path = options.summaryOutputPath, let module = options.moduleName {
            files.append((path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text))
        }
        return files
    }

    /// An empty container written without a word looks like success; say where nothing was found.
    private static func nothingAnnotated(_ options: WeaverOptions) -> Diagnostic {
        let inputs = options.inputPaths.map { "'\(PathResolver.relative($0, to: options.projectPath))'" }.joined(separator: ", ")
        return .warning(.configuration, "no annotated types found in \(inputs); the container is empty", at: nil,
                        notes: [DiagnosticNote("annotate a type ('// weaver: logger = Logger' in its body), or check --input-path and --project-path")])
    }

    /// The last run wrote these outputs, and they still hold exactly what it wrote.
    private static func outputsUnchanged(_ cache: ScanCache, outputs: [String], goal: Goal) -> Bool {
        guard !cache.lastOutputs.isEmpty else { return false }
        // `check` needs no outputs: the same inputs give the diagnostics of that successful run.
        if goal == .validate { return true }
        guard Set(cache.lastOutputs.keys) == Set(outputs) else { return false }
        return outputs.allSatisfy { path in
            // Same size and modification time, older than the cache: git's rule, as for inputs.
            if cache.isTrustedOutput(path) { return true }
            guard let bytes = FileSystem.contents(of: path)?.bytes else { return false }
            return ContentHash.of(bytes) == cache.lastOutputs[path]?.hash
        }
    }
}
