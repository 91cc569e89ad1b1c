/// An annotated type the generated code builds, which is `private` or `fileprivate` (itself, or a
/// type enclosing it): the container, in another file, could neither see nor build it, and the
/// compiler's "inaccessible" errors would land in the generated code (docs/diagnostics.md,
/// `inaccessible-type`). A registered type is reported at its declaration, with a note at each
/// registration; an element at its `contributes` line (by the linker). A root the app builds by
/// hand is not named by the generated code, and may stay private.
struct AccessCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.types.indices.compactMap { id in
            let type = graph.types[id]
            // An element is reported at its `contributes` line already.
            guard let syntax = type.syntax, syntax.accessLevel < .internal, syntax.contributions.isEmpty,
                  !type.registrationSites.isEmpty else { return nil }
            let sites = type.registrationSites.map { DiagnosticNote("registered here", at: graph.dependencies[$0].dependency.location) }
            return InaccessibleType.diagnostic(syntax, builtBy: "the container", at: syntax.location, notes: sites)
        }
    }
}
