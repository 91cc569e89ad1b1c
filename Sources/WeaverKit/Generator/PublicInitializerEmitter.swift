/// Public initializers for public and open annotated types (SPEC §5 Public types): arguments are
/// the type's parameters, then its references, each group in annotation order, labelled by name
/// (Weaver 1.x's order: code written against it calls `MovieManager(host:logger:)`).
enum PublicInitializerEmitter {
    static func needsInitializer(_ type: TypeID, graph: DependencyGraph) -> Bool {
        let node = graph.types[type]
        guard let syntax = node.syntax, node.isPublic, !node.isSelfBuilding else { return false }
        // With `--module-name` a subtree may need what only another module gives; then only the
        // module entry point, which takes every need, can build it.
        guard graph.needs[type].allSatisfy({ $0.via == nil }) else { return false }
        return !syntax.initializerLabels.contains(labels(type, graph: graph))
    }

    private static func arguments(_ type: TypeID, graph: DependencyGraph) -> [Dependency] {
        let declared = graph.types[type].dependencies.map { graph.dependencies[$0].dependency }
        return declared.filter { $0.kind == .parameter } + declared.filter { $0.kind == .reference }
    }

    private static func labels(_ type: TypeID, graph: DependencyGraph) -> [String] {
        arguments(type, graph: graph).map(\.name)
    }

    static func emit(_ type: TypeID, graph: DependencyGraph, into writer: inout CodeWriter) {
        let node = graph.types[type]
        let context = ContainerContext(graph: graph, type: type)
        let signature = arguments(type, graph: graph).map { "\(GeneratedNames.identifier($0.name)): \(FactorySignature.parameterType($0))" }
            .joined(separator: ", ")
        var containerArguments = graph.needs[type].map { need -> String in
            let argument = GeneratedNames.identifier(need.key.name)
            return "\(GeneratedNames.argumentLabel(context.needLabels[need.key]!)): " + (need.key.isFactory
                ? argument : "WeaverConstantSlot<\(graph.dependencies[need.origin].dependency.type.swiftSource)>(\(argument))")
        }
        containerArguments += FactorySignature.passedArguments(of: type, in: graph)
        let keyword = node.syntax?.kind == .class ? "public convenience init" : "public init"
        writer.block("extension \(node.path)") { body in
            body.block("\(keyword)(\(signature))") { initializer in
                let container = "\(GeneratedNames.container(node.path))(\(containerArguments.joined(separator: ", ")))"
                let accessors = WrapperAccessors.list(of: type, container: "container", in: graph)
                guard !accessors.isEmpty else {
                    initializer.line("self.init(injecting: \(container))")
                    return
                }
                initializer.line("let container = \(container)")
                initializer.line("WeaverConstruction.push(\(accessors))")
                initializer.line("self.init(injecting: container)")
                initializer.line("WeaverConstruction.pop()")
            }
        }
    }
}
