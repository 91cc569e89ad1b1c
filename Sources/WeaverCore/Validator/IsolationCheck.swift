/// Only isolated types may register an isolated type (docs/semantics.md Isolation).
struct IsolationCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        // By index, not by element: most dependencies fail the first test, and copying each one out
        // of the graph first would cost validating for nothing.
        graph.dependencies.indices.compactMap { id in
            guard let target = graph.dependencies[id].target, graph.types[target].isIsolated else { return nil }
            let entry = graph.dependencies[id]
            guard !graph.types[entry.owner].isIsolated else { return nil }
            return .error(.isolation,
                          "'\(graph.types[entry.owner].path)' registers '\(graph.types[target].path)', which is isolated (built by hand)",
                          at: entry.dependency.location,
                          notes: [DiagnosticNote("remove 'self.isIsolated = true' from '\(graph.types[target].path)', or mark '\(graph.types[entry.owner].path)' isolated too")])
        }
    }
}
