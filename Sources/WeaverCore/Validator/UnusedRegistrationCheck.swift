/// `unused-registration` (docs/diagnostics.md, only with `--warn-unused`): a comment registration whose name
/// its owner's body and extensions never mention, that no code reads as a member anywhere in the
/// inputs (`app.dependencies.home` in `main.swift`), and that no descendant resolves to.
struct UnusedRegistrationCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        guard let usage = graph.usage else { return [] }
        let resolvedTo = Set(graph.resolvedReferences.values.joined())
        return graph.dependencies.indices.compactMap { id in
            let entry = graph.dependencies[id]
            let dependency = entry.dependency
            guard dependency.kind == .registration, dependency.wrapper == nil, !resolvedTo.contains(id), !graph.collections.isElement(id) else { return nil }
            let owner = graph.types[entry.owner].path
            guard !usage.mentions(dependency.name, in: owner) else { return nil }
            return .warning(.unusedRegistration,
                            "'\(dependency.name)' is registered in \(owner) but never used: no code reads it and no descendant resolves to it",
                            at: dependency.location, notes: [DiagnosticNote("remove the registration, or read 'dependencies.\(dependency.name)'")])
        }
    }
}
