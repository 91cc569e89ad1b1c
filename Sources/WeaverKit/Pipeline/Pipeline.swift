/// The one place that sequences the stages (STYLE): summarize the imported modules (`prepare`),
/// then one run over the result (`PipelineRun`): discover → read through the cache → decide what
/// the cache lets the run reuse → parse (parallel) → usage (with `--warn-unused`) → link →
/// validate → generate → write.
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
        var run = PipelineRun(options: try prepare(options), goal: goal)
        return try run.execute()
    }

    /// `options` with each `--import-module` replaced by the `--module-summary` of that module,
    /// made by a run of its own before this one (`ModuleImports`). A step before the run, not
    /// inside it: the run's cache key is taken with the imported summaries among its inputs.
    static func prepare(_ options: WeaverOptions) throws(PipelineError) -> WeaverOptions {
        var prepared = options
        prepared.moduleSummaries += try ModuleImports.summarize(options.importedModules, for: options)
        prepared.importedModules = []
        return prepared
    }

    /// The texts to write: the main output's files, the test stubs with `--tests`, and the module's
    /// summary with `--summary-output-path`.
    static func generate(_ graph: DependencyGraph, options: WeaverOptions) -> [(path: String, text: String)] {
        let generatorOptions = GeneratorOptions(options)
        var files = Array(zip(MainOutputFiles.paths(of: options), Generator.mainOutputFiles(graph, options: generatorOptions)))
        if options.tests {
            files.append((options.testsOutputPath, TestStubGenerator.output(graph, options: generatorOptions, testableImports: options.testableImports)))
        }
        if let path = options.summaryOutputPath, let module = options.moduleName {
            files.append((path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text))
        }
        return files
    }
}
