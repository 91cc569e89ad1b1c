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
        let notes = steps.flatMap { stepNotes($0, in: graph) }
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
        if let element = graph.collections.elementOf[first] {
            // A consumer building one of its own collection's elements: the registration is the linker's, named for neither.
            let (path, collection) = (graph.collections.elements[element].path, graph.collections.elements[element].syntax.collection)
            let reader = graph.types[start.owner].path
            let fix = DiagnosticNote(reader == path
                ? "a type cannot read a collection it contributes to: read '\(collection)' in another type, or take '\(path)' out of it"
                : "an element cannot need what builds it: break the chain from '\(path)' back to '\(reader)', or take '\(path)' out of '\(collection)'")
            return .error(.cycle, "'\(path)' can never finish being built: it is an element of '\(collection)', which \(reader) reads while it is built",
                          at: start.dependency.location, notes: notes + [fix])
        }
        return .error(.cycle, "'\(start.dependency.name)' in \(graph.types[start.owner].path) can never finish being built: it depends on itself",
                      at: start.dependency.location, notes: notes + advice)
    }

    /// What one step of the cycle does, in the user's words: a registration builds, a reference
    /// reads; a collection's element is built for the consumer's collection; another module's
    /// need is read by the type its summary names, through the registrations down to it.
    private func stepNotes(_ step: DependencyID, in graph: DependencyGraph) -> [DiagnosticNote] {
        let entry = graph.dependencies[step]
        let owner = graph.types[entry.owner].path
        if let element = graph.collections.elementOf[step] {
            let collection = graph.collections.elements[element].syntax.collection
            return [DiagnosticNote("\(owner) reads '\(collection)', which builds its element '\(graph.collections.elements[element].path)'",
                                   at: entry.dependency.location)]
        }
        if entry.dependency.kind == .registration {
            return [DiagnosticNote("\(owner) builds '\(entry.dependency.name)'", at: entry.dependency.location)]
        }
        guard let path = graph.types[entry.owner].external?.paths[step] else {
            return [DiagnosticNote("\(owner) reads '\(entry.dependency.name)'", at: entry.dependency.location)]
        }
        let below = path.steps.enumerated().map { index, step in
            DiagnosticNote("\(index == 0 ? owner : step.owner) builds '\(step.name)'", at: step.location)
        }
        return below + [DiagnosticNote("\(path.reader) reads '\(entry.dependency.name)'", at: entry.dependency.location)]
    }
}
