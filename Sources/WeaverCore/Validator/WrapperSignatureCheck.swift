/// `@Weaver`/`@WeaverPn` registrations whose declared type does not fit the parameters of the type
/// they build (docs/diagnostics.md `wrapper-signature`): the arity and the parameter types must match.
struct WrapperSignatureCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        graph.dependencies.indices.compactMap { id in
            guard graph.dependencies[id].dependency.wrapper != nil, graph.dependencies[id].dependency.kind == .registration else { return nil }
            let entry = graph.dependencies[id]
            guard let wrapper = entry.dependency.wrapper, let target = entry.target else { return nil }
            let parameters = graph.parameters(of: target).map { graph.dependencies[$0].dependency }
            let targetPath = graph.types[target].path
            let expected = parameters.map { "\($0.name): \($0.type.swiftSource)" }.joined(separator: ", ")
            if wrapper.arity != parameters.count {
                let fix = parameters.isEmpty
                    ? "use '@Weaver' with the type itself"
                    : "use '@WeaverP\(parameters.count)' with a closure type '(\(parameters.map(\.type.swiftSource).joined(separator: ", "))) -> \(entry.dependency.exposedType.swiftSource)'"
                return .error(.wrapperSignature,
                              "'\(entry.dependency.name)' builds '\(targetPath)', which takes \(parameters.count) parameter\(parameters.count == 1 ? "" : "s")\(expected.isEmpty ? "" : " (\(expected))"), but '@\(wrapper.arity == 0 ? "Weaver" : "WeaverP\(wrapper.arity)")' declares \(wrapper.arity)",
                              at: entry.dependency.location, notes: [DiagnosticNote(fix)])
            }
            guard case let .function(function) = wrapper.declaredType else { return nil }
            if wrapper.arity == 0, !entry.dependency.type.isFunction {
                // `@Weaver` exposes the instance itself; a closure type is what `@WeaverPn` declares.
                return .error(.wrapperSignature,
                              "'\(entry.dependency.name)' is declared as the closure '\(wrapper.declaredType.swiftSource)', but '@Weaver' builds '\(targetPath)' itself, which takes no parameters",
                              at: entry.dependency.location,
                              notes: [DiagnosticNote("declare it as '\(entry.dependency.type.swiftSource)' (or a protocol it conforms to)")])
            }
            for (index, (declared, parameter)) in zip(function.parameters, parameters).enumerated()
            where declared.normalized != parameter.type.normalized {
                return .error(.wrapperSignature,
                              "parameter \(index + 1) of '\(entry.dependency.name)' is '\(declared.swiftSource)', but '\(targetPath)' takes '\(parameter.name): \(parameter.type.swiftSource)'",
                              at: entry.dependency.location)
            }
            return nil
        }
    }
}
