/// Problems the linker found while building the graph (duplicate types, invalid types).
struct LinkProblemsCheck: GraphCheck {
    /// Reads what linking reported before resolving.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] { graph.diagnostics }
}
