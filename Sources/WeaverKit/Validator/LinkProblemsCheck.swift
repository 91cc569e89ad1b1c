/// Problems the linker found while building the graph (duplicate types, invalid types).
struct LinkProblemsCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] { graph.diagnostics }
}
