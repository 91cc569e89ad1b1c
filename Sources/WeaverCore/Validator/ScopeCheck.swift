/// Scope rules of docs/semantics.md: a type taking parameters is built by a factory, so its registration
/// must be `.transient`; `weak` needs a class.
struct ScopeCheck: GraphCheck {
    /// Reads the registrations' targets and parameters only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for id in graph.dependencies.indices {
            guard graph.dependencies[id].dependency.kind == .registration, let target = graph.dependencies[id].target else { continue }
            let isFactory = graph.isFactory(id)
            guard isFactory || graph.dependencies[id].dependency.scope == .weak else { continue }
            let dependency = graph.dependencies[id].dependency
            let targetPath = graph.types[target].path
            if isFactory {
                let parameters = graph.parameters(of: target).map { graph.dependencies[$0].dependency.name }.joined(separator: ", ")
                switch dependency.scope {
                case .container:
                    diagnostics.append(.error(
                        .parametersInContainerScope,
                        "'\(dependency.name)' builds '\(targetPath)', which takes parameters (\(parameters)), so it cannot be built with the owner's container",
                        at: dependency.location, notes: [DiagnosticNote(dependency.wrapper == nil
                            ? "add '// weaver: \(dependency.name).scope = .transient'" : "add 'scope: .transient' to the wrapper")],
                        fixes: dependency.wrapper == nil ? [DiagnosticFix("Make '\(dependency.name)' transient", [
                            .insertLines(at: dependency.location, lines: ["// weaver: \(dependency.name).scope = .transient"], after: true),
                        ])] : []))
                case .lazy, .weak:
                    diagnostics.append(.warning(
                        .parametersIgnored,
                        "'\(dependency.name)' is .\(dependency.scope.rawValue) but '\(targetPath)' takes parameters (\(parameters)); arguments after the first build are ignored",
                        at: dependency.location, notes: [DiagnosticNote("use '.transient' to build with every call's arguments")],
                        fixes: dependency.scopeLocation.map { [DiagnosticFix("Make '\(dependency.name)' transient", [
                            .replaceWord(at: $0, old: dependency.scope.rawValue, new: "transient"),
                        ])] } ?? []))
                case .transient:
                    break
                }
            }
            if dependency.scope == .weak, let kind = graph.types[target].declarationKind, kind == .struct || kind == .enum {
                diagnostics.append(.error(.invalidValue, "'\(dependency.name)' cannot be .weak: '\(targetPath)' is \(kind == .enum ? "an" : "a") \(kind.rawValue), and only class instances can be held weakly",
                                          at: dependency.scopeLocation ?? dependency.location))
            }
        }
        return diagnostics
    }
}
