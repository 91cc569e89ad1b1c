/// The entry points of a module's public types (SPEC §11): how another module's container builds
/// one. Each takes what the type's subtree needs from outside the module, as closures the other
/// container reads through (a provider of its own would be private to its file), then the type's
/// parameters, and builds the type through its own container as a registration here would.
enum ModuleEntryPointEmitter {
    static func emit(_ type: TypeID, graph: DependencyGraph, into writer: inout CodeWriter) {
        let node = graph.types[type]
        let labels = NeedLabels.labels(of: type, in: graph)
        var signature: [String] = []
        var containerArguments: [String] = []
        for need in graph.needs[type] {
            let label = labels[need.key] ?? need.key.name
            let (name, argumentLabel) = (GeneratedNames.identifier(label), GeneratedNames.argumentLabel(label))
            let wanted = graph.dependencies[need.origin].dependency.type.swiftSource
            if need.key.isFactory {
                signature.append("\(name): @escaping \(wanted)")
                containerArguments.append("\(argumentLabel): \(name)")
            } else {
                signature.append("\(name): @escaping () -> \(wanted)")
                containerArguments.append("\(argumentLabel): WeaverClosureProvider<\(wanted)>(\(name))")
            }
        }
        for id in graph.parameters(of: type) {
            let parameter = graph.dependencies[id].dependency
            signature.append("\(GeneratedNames.identifier(parameter.name)): \(FactorySignature.parameterType(parameter))")
        }
        containerArguments += FactorySignature.passedArguments(of: type, in: graph)
        let container = "\(GeneratedNames.container(node.path))(\(containerArguments.joined(separator: ", ")))"
        let accessors = WrapperAccessors.list(of: type, container: "container", in: graph)
        writer.block("extension \(node.path)") { body in
            body.line("/// Builds it for a container of another module: what its subtree needs from outside this")
            body.line("/// module, then its parameters.")
            body.block("public static func \(SummaryBuilder.entryPointName)(\(signature.joined(separator: ", "))) -> \(node.path)") { function in
                guard !accessors.isEmpty else {
                    function.line("\(node.path)(injecting: \(container))")
                    return
                }
                function.line("let container = \(container)")
                function.line("return WeaverConstruction.building(\(accessors)) { \(node.path)(injecting: container) }")
            }
        }
    }
}
