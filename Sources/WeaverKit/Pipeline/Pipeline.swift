import WeaverCore
/// The one place that sequences the stages (ARCHITECTURE.md): summarize the imported modules (`prepare`),
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
        /// An imported module (`--import-module`): like `validate`, and its summary
        /// (`summaryOutputPath`) written, also when it has errors (they are its own run's to
        /// report). A run where nothing changed reuses the summary it wrote: the importing run
        /// of an app's root asks this of every module of the app.
        case summarize
    }

    public static func run(options: WeaverOptions, goal: Goal = .generate) throws(PipelineError) -> PipelineResult {
        var run = PipelineRun(options: try prepare(options), goal: goal)
        return try run.execute()
    }

    /// `options` with each `--import-module` replaced by the `--module-summary` of that module,
    /// made by a run of its own before this one (`ModuleImports`). A step before the run, not
    /// inside it: the run's cache key is taken with the imported summaries among its inputs.
    package static func prepare(_ options: WeaverOptions) throws(PipelineError) -> WeaverOptions {
        var prepared = options
        prepared.moduleSummaries += try ModuleImports.summarize(options.importedModules, for: options)
        prepared.importedModules = []
        if let path = options.launchBudgetPath { prepared.launchBudget = try LaunchBudgetFile.read(path, projectPath: options.projectPath) }
        return prepared
    }

    /// The texts to write: the main output's files, the test stubs with `--tests`, and the module's
    /// summary with `--summary-output-path`.
    static func generate(_ graph: DependencyGraph, options: WeaverOptions) -> [(path: String, text: String)] {
        let generatorOptions = GeneratorOptions(options)
        var files = Generator.mainOutputFiles(graph, options: generatorOptions).map { (path: MainOutputFiles.path(of: $0.file, options: options), text: $0.text) }
        if options.tests {
            files.append((options.testsOutputPath, TestStubGenerator.output(graph, options: generatorOptions, testableImports: options.testableImports)))
        }
        if let path = options.summaryOutputPath, let module = options.moduleName {
            files.append((path, SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text))
        }
        return files
    }

    /// Every diagnostic of a run, in the order they are printed: the problems of the files and
    /// their annotations first (an annotation left out for its own error), then the graph's, which
    /// such an omission causes elsewhere; each group in file, line and column order; then the
    /// project rules' (docs/rules.md), which also judge a graph with other errors. The command
    /// line and the language server (docs/editors.md) report the same list.
    /// - Parameter validated: `Validator.validate(graph)` when the caller has it already.
    package static func diagnostics(of graph: DependencyGraph, fileDiagnostics: [Diagnostic], annotatedTypes: Int, options: WeaverOptions,
                                    validated: [Diagnostic]? = nil, summaries: [ModuleSummary] = []) -> [Diagnostic] {
        checked(graph, fileDiagnostics: fileDiagnostics, annotatedTypes: annotatedTypes, options: options, validated: validated,
                summaries: summaries).diagnostics
    }

    /// `diagnostics(of:…)`, with how many places each project rule judged (`weaver rules`).
    /// - Parameter preparedRules: `ProjectRulesCheck.prepare` of the graph before its resolution,
    ///   when the caller made it beside the resolution (`StageSequence`).
    package static func checked(_ graph: DependencyGraph, fileDiagnostics: [Diagnostic], annotatedTypes: Int, options: WeaverOptions,
                                validated: [Diagnostic]? = nil, summaries: [ModuleSummary] = [],
                                preparedRules: ProjectRulesCheck.Prepared? = nil) -> (diagnostics: [Diagnostic], ruleMatches: [Int]) {
        let annotationDiagnostics = DiagnosticFormatter.sortedUnique(fileDiagnostics)
        let reported = Set(annotationDiagnostics)
        var diagnostics = annotationDiagnostics + (validated ?? Validator.validate(graph)).filter { !reported.contains($0) }
        if let budget = options.launchBudget { diagnostics += LaunchBudgetCheck.diagnostics(graph, budget: budget) }
        var ruleMatches: [Int] = []
        if !options.projectRules.isEmpty {
            let rules = options.projectRules
            let report = preparedRules.map { ProjectRulesCheck.finish(rules, $0, graph: graph, validated: diagnostics) }
                ?? ProjectRulesCheck.check(rules, graph: graph, validated: diagnostics, summaries: summaries)
            diagnostics = report.kept + DiagnosticFormatter.sortedUnique(report.violations)
            ruleMatches = report.matches
        }
        // Said only when nothing else explains it (an annotation error has its own message).
        if annotatedTypes == 0, !diagnostics.contains(where: { $0.severity == .error }) { diagnostics.append(nothingAnnotated(options)) }
        if options.warningsAsErrors { diagnostics = diagnostics.map(\.promotedToError) }
        return (diagnostics, ruleMatches)
    }

    /// An empty container written without a word looks like success; say where nothing was found.
    private static func nothingAnnotated(_ options: WeaverOptions) -> Diagnostic {
        if let raw = options.buildTarget {
            let target = Diagnostic.escaped(raw)
            // The plugin's user passes no flags: name what they can change.
            return .warning(.configuration, "no annotated types found in target '\(target)'; its container is empty", at: nil,
                            notes: [DiagnosticNote("annotate a type ('// weaver: logger = Logger' in its body), or take WeaverPlugin off '\(target)'")])
        }
        let inputs = options.inputPaths.map { "'\(PathResolver.relative($0, to: options.projectPath))'" }.joined(separator: ", ")
        return .warning(.configuration, "no annotated types found in \(inputs); the container is empty", at: nil,
                        notes: [DiagnosticNote("annotate a type ('// weaver: logger = Logger' in its body), or check --input-path and --project-path")])
    }
}
