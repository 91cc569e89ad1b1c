/// The entry points of a module's public types (docs/modules.md): how another module's container builds
/// one. Each takes what the type's subtree needs from outside the module, as closures the other
/// container reads through (a provider of its own would be private to its file), then the type's
/// parameters, and builds the type through its own container as a registration here would.
enum ModuleEntryPointEmitter {
    static func declaration(_ type: TypeID, graph: DependencyGraph) -> GeneratedType {
        let node = graph.types[type]
        let labels = NeedLabels.labels(of: type, in: graph)
        var parameters: [Parameter] = []
        var containerArguments: [Argument] = []
        for need in graph.needs[type] {
            let label = labels[need.key] ?? need.key.name
            let name = Identifier(label)
            let wanted = graph.dependencies[need.origin].dependency.type.swiftSource
            if need.key.isFactory {
                parameters.append(Parameter(name, TypeName("@escaping \(wanted)")))
                containerArguments.append(Argument(label, .name(name)))
            } else {
                parameters.append(Parameter(name, TypeName("@escaping () -> \(wanted)")))
                containerArguments.append(Argument(label, .call(.support(TypeName(.closureProvider, wanted)), [Argument(nil, .name(name))])))
            }
        }
        for id in graph.parameters(of: type) {
            let parameter = graph.dependencies[id].dependency
            parameters.append(Parameter(Identifier(parameter.name), TypeName(FactorySignature.parameterType(parameter))))
        }
        containerArguments += FactorySignature.passedArguments(of: type, in: graph)
        let container = Expr.call(GeneratedNames.container(node.path), containerArguments)
        let body = WrapperAccessors.returningBuilt(type, from: container, in: graph)
        let function = FunctionDeclaration(modifiers: "public static", name: Identifier(SummaryBuilder.entryPointName), parameters: parameters,
                                           result: TypeName(node.path), body: body)
        return GeneratedType(kind: .extension, name: node.path, members: [
            .documentation(["Builds it for a container of another module: what its subtree needs from outside this", "module, then its parameters."]),
            .function(function),
        ])
    }
}
