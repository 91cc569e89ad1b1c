/// `extension Home { static func mock(…) -> Home }` (docs/mocks.md): builds the type's real subtree
/// through its own container, as the app's graph does, with the arguments given for what the
/// subtree needs from above and the caller's overrides.
///
/// Arguments: the type's parameters, then each need (a reference no registration inside the
/// subtree satisfies), labelled as its container labels it, each with a default when
/// `MockDefaults` finds one; then `overrides:` when the subtree has registrations to override.
enum MockEmitter {
    static func declaration(_ type: TypeID, graph: DependencyGraph, mocks: MockSelection, defaults: inout MockDefaults,
                            isolation: Isolation) -> GeneratedType {
        let node = graph.types[type]
        let labels = NeedLabels.labels(of: type, in: graph)
        var taken = Set<String>()
        var parameters: [Parameter] = []
        for id in graph.parameters(of: type) {
            let parameter = graph.dependencies[id].dependency
            let name = Identifier(parameter.name)
            taken.insert(name.code)
            parameters.append(Parameter(name, TypeName(FactorySignature.parameterType(parameter)),
                                        defaultValue: defaults.defaultValue(for: parameter.type, isFactory: false).map(Expr.word)))
        }
        var containerArguments: [Argument] = []
        for need in graph.needs[type] {
            let label = labels[need.key] ?? need.key.name
            let name = Identifier(label)
            taken.insert(name.code)
            let wanted = graph.dependencies[need.origin].dependency.type
            if need.key.isFactory {
                parameters.append(Parameter(name, TypeName("@escaping " + wanted.swiftSource)))
            } else {
                parameters.append(Parameter(name, TypeName(wanted.swiftSource), defaultValue: defaults.defaultValue(for: wanted, isFactory: false).map(Expr.word)))
            }
            containerArguments.append(ContainerContext.valueArgument(for: need, label: label, value: .name(name), in: graph))
        }
        containerArguments += FactorySignature.passedArguments(of: type, in: graph)
        if mocks.overridable.contains(type) {
            let overrides = GeneratedNames.unique("overrides", taken: &taken)
            let overridesType = GeneratedNames.mockOverrides(node.path, in: graph)
            parameters.append(Parameter(Identifier(overrides), TypeName(overridesType), defaultValue: .word(overridesType + "()")))
            containerArguments.append(Argument(BuildExpression.MockOverride.parameterName, .word(overrides)))
        }
        let container = Expr.call(GeneratedNames.container(node.path), containerArguments)
        let body = WrapperAccessors.returningBuilt(type, from: container, in: graph)
        let function = FunctionDeclaration(modifiers: isolation.attribute + "static", name: Identifier(MockDefaults.functionName(of: type, graph: graph)),
                                           parameters: parameters, result: TypeName(node.path), body: body)
        let documentation = mocks.overridable.contains(type)
            ? ["`\(node.path)` with its real subtree, built as the app builds it,", "except what `overrides` replaces."]
            : ["`\(node.path)` with its real subtree, built as the app builds it."]
        return GeneratedType(kind: .extension, name: node.path, members: [
            .documentation(documentation),
            .function(function),
        ])
    }
}
