import Foundation

/// The outcome of one run: what the command-line target prints and the exit status it returns.
public struct PipelineResult: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var filesScanned = 0
    public var filesParsed = 0
    public var annotatedTypes = 0
    /// Project-relative paths of the files this run wrote.
    public var writtenFiles: [String] = []
    public var graph: DependencyGraph?
    /// True when nothing changed since the last run and its results were reused as they were.
    public var usedFastPath = false
    /// Notes about the cache (ignored, rebuilt, not writable), for `--verbose`.
    public var cacheNotes: [String] = []
    /// Per-phase wall-clock seconds, for `--verbose`.
    public var timings: [(phase: String, seconds: Double)] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The one place that sequences the stages (STYLE): discover → read through the cache → parse
/// (parallel) → link → validate → generate → write.
public enum Pipeline {
    public enum Goal: Sendable {
        /// `weaver swift`: write the outputs when there is no error.
        case generate
        /// `weaver check`: everything up to validation; only the cache is written.
        case validate
        /// `weaver json`, `weaver graph`: like `validate`, and the graph is always built.
        case export
    }

    public static func run(options: WeaverOptions, goal: Goal = .generate) async throws(PipelineError) -> PipelineResult {
        var result = PipelineResult()
        var clock = PhaseClock()
        let outputs = [options.mainOutputPath] + (options.tests ? [options.testsOutputPath] : [])
        let (files, discoveryWarnings) = try FileDiscovery.discover(options: options, excluding: Set(outputs.map(PathResolver.normalize)))
        result.filesScanned = files.count
        result.timings.append(("discover", clock.lap()))

        let (cache, note) = ScanCache.load(from: options.cachePath, optionsKey: CacheKey.of(options))
        if let note { result.cacheNotes.append(note) }
        var loaded = CachedSourceLoader(options: options, cache: cache).load(files)
        result.filesParsed = loaded.filesParsed
        result.timings.append(("read and parse", clock.lap()))

        if let cache, !loaded.changed, goal != .export, outputsUnchanged(cache, outputs: outputs, goal: goal) {
            // Nothing changed since a run that succeeded: its diagnostics stand, its outputs are current.
            result.usedFastPath = true
            result.diagnostics = cache.lastDiagnostics
            result.annotatedTypes = cache.lastAnnotatedTypes
            result.timings.append(("fast path", clock.lap()))
            return result
        }
        let syntaxes = loaded.syntaxes()
        result.annotatedTypes = syntaxes.reduce(0) { $0 + $1.types.count }
        result.timings.append(("decode cached results", clock.lap()))

        let linkOptions = LinkOptions(platform: options.platform, projectName: options.projectName,
                                      includedImports: options.includedImports, excludedImports: options.excludedImports)
        var graph = Linker.link(syntaxes, options: linkOptions)
        if options.warnUnused { graph.usage = UsageIndex(files: loaded.allFiles) }
        result.graph = graph
        result.timings.append(("link", clock.lap()))

        let fileDiagnostics = discoveryWarnings + loaded.diagnostics + syntaxes.flatMap(\.diagnostics)
        result.diagnostics = DiagnosticFormatter.sortedUnique(fileDiagnostics + Validator.validate(graph))
        if options.warningsAsErrors { result.diagnostics = result.diagnostics.map(\.promotedToError) }
        result.timings.append(("validate", clock.lap()))

        if goal == .generate, !result.hasErrors {
            let generated = generate(graph, options: options)
            result.timings.append(("generate", clock.lap()))
            for (path, text) in generated {
                if try OutputWriter.write(text, to: path, projectPath: options.projectPath) {
                    result.writtenFiles.append(PathResolver.relative(path, to: options.projectPath))
                }
                loaded.newCache.lastOutputs[path] = ScanCache.OutputRecord(hash: ContentHash.of(text), fingerprint: FileFingerprint.of(path))
            }
            result.timings.append(("write", clock.lap()))
        }
        // Only a successful generation makes the next unchanged run a fast path.
        if goal == .generate, !result.hasErrors {
            loaded.newCache.lastDiagnostics = result.diagnostics
            loaded.newCache.lastAnnotatedTypes = result.annotatedTypes
        }
        if let note = loaded.newCache.save(to: options.cachePath) { result.cacheNotes.append(note) }
        result.timings.append(("cache", clock.lap()))
        return result
    }

    /// The texts to write: the main output, and the test stubs with `--tests`.
    static func generate(_ graph: DependencyGraph, options: WeaverOptions) -> [(path: String, text: String)] {
        let generatorOptions = GeneratorOptions(
            swiftlintDisableAll: options.swiftlintDisableAll, projectName: options.projectName, platform: options.platform,
            mainActor: options.mainActor)
        var files = [(options.mainOutputPath, Generator.mainOutput(graph, options: generatorOptions))]
        if options.tests {
            files.append((options.testsOutputPath, TestStubGenerator.output(graph, options: generatorOptions, testableImports: options.testableImports)))
        }
        return files
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
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            return ContentHash.of([UInt8](data)) == cache.lastOutputs[path]?.hash
        }
    }
}

/// Wall-clock laps for `--verbose` timings.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
