/// A weak parameter is held weakly, so it must be optional (docs/diagnostics.md), and of a type that can be
/// held weakly when the tool can see its declaration (`invalid-value`).
struct WeakParameterCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.dependencies.indices.compactMap { id in
            guard graph.dependencies[id].dependency.kind == .parameter, graph.dependencies[id].dependency.scope == .weak else { return nil }
            let dependency = graph.dependencies[id].dependency
            if let path = dependency.type.unwrappingOptional.nominalPath, let kind = graph.neverWeakTypes[path] {
                let what = kind == .protocol ? "a protocol that is not class-bound" : (kind == .enum ? "an enum" : "a struct")
                let fix = kind == .protocol ? "declare 'protocol \(path): AnyObject', or drop '.weak'" : "only class instances can be held weakly: drop '.weak'"
                return .error(.invalidValue, "the parameter '\(dependency.name)' cannot be .weak: '\(path)' is \(what)",
                              at: dependency.scopeLocation ?? dependency.location, notes: [DiagnosticNote(fix)])
            }
            guard !dependency.type.isOptional else { return nil }
            return .error(.weakParameterNotOptional, "the weak parameter '\(dependency.name)' must have an optional type",
                          at: dependency.location, notes: [DiagnosticNote(dependency.wrapper == nil
                            ? "write '\(dependency.name) <= \(dependency.type.swiftSource)?'" : "declare 'var \(dependency.name): \(dependency.type.swiftSource)?'")])
        }
    }
}
