/// docs/contributions.md's checks that need the linked graph: a collection's name also given to an ordinary
/// dependency on a path to its consumer (`ambiguous`), and a factory map whose elements do not
/// take the parameters its closure type names (`type-mismatch`). The linker reports the rest
/// (duplicate keys, `after:` names and cycles, the exposed type).
struct CollectionCheck: GraphCheck {
    /// Reads the collections and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        guard !graph.collections.references.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for (reference, collection) in graph.collections.references.sorted(by: { $0.key < $1.key }) {
            let consumer = graph.dependencies[reference].owner
            let dependency = graph.dependencies[reference].dependency
            if let other = ordinaryDependency(named: dependency.name, onPathsTo: consumer, in: graph) {
                diagnostics.append(.error(
                    .ambiguous, "'\(dependency.name)' is both a collection and \(graph.describe(dependency: other)), on a path to '\(graph.types[consumer].path)'; rename one of them",
                    at: dependency.location, notes: [DiagnosticNote("the other '\(dependency.name)'", at: graph.dependencies[other].dependency.location)]))
            }
            guard collection.shape == .factoryMap, case let .dictionary(_, value) = dependency.type.normalized,
                  case let .function(signature) = value else { continue }
            let wanted = signature.parameters.map(\.normalized)
            for element in collection.elements {
                guard let target = graph.dependencies[element].target else { continue }
                let taken = graph.parameters(of: target).map { graph.dependencies[$0].dependency.type.normalized }
                guard taken != wanted else { continue }
                let written = graph.parameters(of: target).map { graph.dependencies[$0].dependency.type.swiftSource }
                diagnostics.append(.error(
                    .typeMismatch,
                    "'\(dependency.name)' builds each element from (\(signature.parameters.map(\.swiftSource).joined(separator: ", "))), but '\(graph.types[target].path)' takes (\(written.joined(separator: ", ")))",
                    at: graph.dependencies[element].dependency.location,
                    notes: [DiagnosticNote("'\(dependency.name)' is read here", at: dependency.location)]))
            }
        }
        return diagnostics
    }

    /// A registration or parameter named `name` in `consumer` or a type above it on some path.
    private func ordinaryDependency(named name: String, onPathsTo consumer: TypeID, in graph: DependencyGraph) -> DependencyID? {
        var pending = [consumer]
        var visited: Set<TypeID> = [consumer]
        while let type = pending.popLast() {
            for id in graph.types[type].dependencies where !graph.collections.isElement(id) {
                let dependency = graph.dependencies[id].dependency
                if dependency.kind != .reference, dependency.name == name { return id }
            }
            for site in graph.types[type].registrationSites where visited.insert(graph.dependencies[site].owner).inserted {
                pending.append(graph.dependencies[site].owner)
            }
        }
        return nil
    }
}
