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
    /// Per-phase wall-clock seconds, for `--verbose`.
    public var timings: [(phase: String, seconds: Double)] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The one place that sequences the stages (STYLE): discover → read → parse (parallel) → link →
/// validate → generate → write.
public enum Pipeline {
    /// Runs the main job; generated files are written only when no error was found.
    public static func run(options: WeaverOptions, writeOutput: Bool = true) async throws(PipelineError) -> PipelineResult {
        var result = PipelineResult()
        var clock = PhaseClock()
        let outputs: Set<String> = [PathResolver.normalize(options.mainOutputPath), PathResolver.normalize(options.testsOutputPath)]
        let (paths, discoveryWarnings) = try FileDiscovery.swiftFiles(options: options, excluding: outputs)
        result.diagnostics += discoveryWarnings
        result.filesScanned = paths.count
        result.timings.append(("discover", clock.lap()))

        let sources = SourceReader.read(paths, projectPath: options.projectPath, keepingAll: options.warnUnused)
        result.diagnostics += sources.diagnostics
        result.filesParsed = sources.files.count
        result.timings.append(("read", clock.lap()))

        let syntaxes = await ParallelParser.parse(sources.files, platform: options.platform)
        result.diagnostics += syntaxes.flatMap(\.diagnostics)
        result.annotatedTypes = syntaxes.reduce(0) { $0 + $1.types.count }
        result.timings.append(("parse", clock.lap()))

        let linkOptions = LinkOptions(platform: options.platform, projectName: options.projectName,
                                      includedImports: options.includedImports, excludedImports: options.excludedImports)
        var graph = Linker.link(syntaxes, options: linkOptions)
        if options.warnUnused { graph.usage = UsageIndex(files: sources.allFiles) }
        result.graph = graph
        result.timings.append(("link", clock.lap()))

        result.diagnostics = DiagnosticFormatter.sortedUnique(result.diagnostics + Validator.validate(graph))
        if options.warningsAsErrors { result.diagnostics = result.diagnostics.map(\.promotedToError) }
        result.timings.append(("validate", clock.lap()))
        guard writeOutput, !result.hasErrors else { return result }

        let generatorOptions = GeneratorOptions(
            swiftlintDisableAll: options.swiftlintDisableAll, projectName: options.projectName, platform: options.platform,
            mainActor: options.mainActor)
        let text = Generator.mainOutput(graph, options: generatorOptions)
        result.timings.append(("generate", clock.lap()))
        if try OutputWriter.write(text, to: options.mainOutputPath) {
            result.writtenFiles.append(PathResolver.relative(options.mainOutputPath, to: options.projectPath))
        }
        if options.tests {
            let stubs = TestStubGenerator.output(graph, options: generatorOptions, testableImports: options.testableImports)
            if try OutputWriter.write(stubs, to: options.testsOutputPath) {
                result.writtenFiles.append(PathResolver.relative(options.testsOutputPath, to: options.projectPath))
            }
        }
        result.timings.append(("write", clock.lap()))
        return result
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
