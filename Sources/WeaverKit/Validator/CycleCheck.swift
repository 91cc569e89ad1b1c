/// Construction that can never finish (docs/diagnostics.md Cycles). Steps are dependencies; building a
/// registration's target may read every dependency the target declares, and a reference reads
/// what it resolves to (another module's type reads what its entry point is given). A factory
/// registration, a builder or a setter is built on demand, so it has no outgoing steps: it breaks
/// any cycle through it. One report per strongly connected group.
struct CycleCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        let edges = buildEdges(graph)
        return StronglyConnectedComponents.find(nodeCount: edges.count, edges: edges).compactMap { component in
            guard component.count > 1 || edges[component[0]].contains(component[0]) else { return nil }
            return report(component, edges: edges, graph: graph)
        }
    }

    private func buildEdges(_ graph: DependencyGraph) -> [[Int]] {
        // Fields are read in place rather than copying each dependency out of the graph. On every
        // core: in an editor's refresh this check is the last one running (docs/editors.md).
        // Indexed by id: an editor's graph may have removed ids (`DependencyTable`), which have no steps.
        ConcurrentMap.map(Array(0..<graph.dependencies.idLimit)) { id in
            guard !graph.dependencies.isRemoved(id) else { return [] }
            switch graph.dependencies[id].dependency.kind {
            case .registration:
                guard let target = graph.dependencies[id].target, graph.types[target].takesNeeds, !graph.isFactory(id),
                      graph.dependencies[id].dependency.builder == nil, !graph.dependencies[id].dependency.isSetter else { return [] }
                return graph.types[target].dependencies.filter { graph.dependencies[$0].dependency.kind != .parameter }
            case .reference:
                guard let resolved = graph.resolvedReferences[id] else { return [] }
                return resolved.count == 1 ? resolved : graph.inDeclarationOrder(Array(Set(resolved)))
            case .parameter:
                return []
            }
        }
    }

    private func report(_ component: [Int], edges: [[Int]], graph: DependencyGraph) -> Diagnostic {
        // A cycle through another module's type is reported here, where it can be broken (docs/modules.md).
        let local = component.filter { !graph.dependencies[$0].dependency.location.isInAnotherModule }
        let first = (local.isEmpty ? component : local).min {
            graph.dependencies[$0].dependency.location < graph.dependencies[$1].dependency.location
        }!
        let steps = StronglyConnectedComponents.cycle(through: first, within: Set(component), edges: edges)
        let notes = steps.map { step -> DiagnosticNote in
            let entry = graph.dependencies[step]
            let verb = entry.dependency.kind == .registration ? "builds" : "reads"
            return DiagnosticNote("\(graph.types[entry.owner].path) \(verb) '\(entry.dependency.name)'", at: entry.dependency.location)
        }
        let isSelfReference = steps.contains { step in
            let entry = graph.dependencies[step]
            guard entry.dependency.kind == .reference else { return false }
            return (graph.resolvedReferences[step] ?? []).contains { graph.dependencies[$0].target == entry.owner }
        }
        var advice = [DiagnosticNote("a factory registration (a type with parameters), a custom builder or a setter breaks the cycle; lazy, weak and transient scopes do not")]
        if isSelfReference {
            advice.append(DiagnosticNote("a type that references the registration that builds it needs no reference: descendants already resolve the name from the ancestor; for a delegate, pass a weak parameter ('delegate <= Delegate?' with '.weak') or use a setter"))
        }
        let start = graph.dependencies[first]
        return .error(.cycle, "'\(start.dependency.name)' in \(graph.types[start.owner].path) can never finish being built: it depends on itself",
                      at: start.dependency.location, notes: notes + advice)
    }
}
