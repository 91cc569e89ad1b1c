import WeaverCore

/// The link and validate stages in their order: the one sequence every front end runs, the command
/// line and the worker through `PipelineRun`, the editor through `WarmProject` with its kept
/// `LinkContext` (ARCHITECTURE.md, "One sequencer"). Reading the files before and generating after
/// are the front ends' own: the editor writes nothing.
package struct StageSequence {
    package let graph: DependencyGraph
    /// `Pipeline.diagnostics`: the files' problems, then the graph's.
    package let diagnostics: [Diagnostic]
    /// Per project rule, how many places it judged (`weaver rules`).
    package let ruleMatches: [Int]
    /// The phases' wall seconds: the link, then the resolution with the checks that read none of
    /// it run beside it on the other core.
    package let timings: [(String, Double)]

    /// Nil when `isCancelled` says so between the link and the resolution (an editor's newer edit).
    /// - Parameter context: an editor's kept context, whose memos patch the last link and resolve
    ///   again only what an edit touched; `changed` the files whose syntax changed since its last link.
    package static func run(_ syntaxes: [FileSyntax], summaries: [ModuleSummary], fileDiagnostics: [Diagnostic], options: WeaverOptions,
                            usage: UsageIndex? = nil, context: LinkContext? = nil, changed: Set<String>? = nil,
                            isCancelled: () -> Bool = { false }) -> StageSequence? {
        var clock = PhaseClock()
        let linkOptions = LinkOptions(options)
        let unresolved = Linker.linkUnresolved(syntaxes, options: linkOptions, usage: usage, modules: summaries, context: context, changed: changed)
        let linkSeconds = clock.lap()
        if isCancelled() { return nil }
        // The checks that read no resolution run on the other core while needs are resolved, and
        // so do the project rules that read none (a build with rules then waits little longer).
        let rules = options.projectRules
        let (graph, validated, preparedRules) = Validator.validate(resolving: unresolved, { Linker.resolve(&$0, options: linkOptions, context: context) },
                                                                   alongside: { rules.isEmpty ? nil : ProjectRulesCheck.prepare(rules, graph: $0, summaries: summaries) })
        let (diagnostics, ruleMatches) = Pipeline.checked(graph, fileDiagnostics: fileDiagnostics, annotatedTypes: syntaxes.reduce(0) { $0 + $1.types.count },
                                                          options: options, validated: validated, summaries: summaries, preparedRules: preparedRules)
        return StageSequence(graph: graph, diagnostics: diagnostics, ruleMatches: ruleMatches,
                             timings: [("link", linkSeconds), ("resolve and validate", clock.lap())])
    }
}
