/// An optional reference (`ifAvailable`, docs/semantics.md) that nothing provides on any path is
/// always nil: warning `never-available`, in a run that sees the whole app (a library module's
/// importer may provide it; an executable's module imports everything it links). Only the run's
/// own references: another module's optional reference is there for the app variants that provide
/// it, and an app that does not gets nil, as meant (docs/variants.md).
struct AvailabilityCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        guard graph.seesWholeApp else { return [] }
        // A reference that failed (ambiguous, a type mismatch) has its own error and its fix: "never available" would send the reader elsewhere.
        let failed = Set(graph.failures.map(\.reference))
        return graph.dependencies.indices.compactMap { id in
            let dependency = graph.dependencies[id].dependency
            guard dependency.kind == .reference, dependency.ifAvailable, graph.resolvedReferences[id]?.isEmpty ?? true,
                  graph.types[graph.dependencies[id].owner].external == nil, !failed.contains(id) else { return nil }
            let owner = graph.types[graph.dependencies[id].owner].path
            return .warning(.neverAvailable,
                            "'\(dependency.name)' of '\(owner)' is never available: nothing provides '\(dependency.type.unwrappingOptional.swiftSource)' "
                                + "on any path that builds '\(owner)', so it is always nil",
                            at: dependency.location,
                            notes: [DiagnosticNote("register '\(dependency.name) = …' in a type that builds '\(owner)', or drop the reference")])
        }
    }
}
