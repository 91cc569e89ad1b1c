/// Scope rules of SPEC §5: a type taking parameters is built by a factory, so its registration
/// must be `.transient`; `weak` needs a class.
struct ScopeCheck: GraphCheck {
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
                            ? "add '// weaver: \(dependency.name).scope = .transient'" : "add 'scope: .transient' to the wrapper")]))
                case .lazy, .weak:
                    diagnostics.append(.warning(
                        .parametersIgnored,
                        "'\(dependency.name)' is .\(dependency.scope.rawValue) but '\(targetPath)' takes parameters (\(parameters)); arguments after the first build are ignored",
                        at: dependency.location, notes: [DiagnosticNote("use '.transient' to build with every call's arguments")]))
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

/// A weak parameter is held weakly, so it must be optional (SPEC §6), and of a type that can be
/// held weakly when the tool can see its declaration (`invalid-value`).
struct WeakParameterCheck: GraphCheck {
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

/// Only isolated types may register an isolated type (SPEC §5 Isolation).
struct IsolationCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        // By index, not by element: most dependencies fail the first test, and copying each one out
        // of the graph first was a measured share of validating.
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
