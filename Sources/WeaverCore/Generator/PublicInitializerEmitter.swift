/// Public initializers for public and open annotated types (docs/semantics.md Public types): arguments are
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

    static func declaration(_ type: TypeID, graph: DependencyGraph) -> GeneratedType {
        let node = graph.types[type]
        let context = ContainerContext(graph: graph, type: type)
        let parameters = arguments(type, graph: graph).map { Parameter(Identifier($0.name), TypeName(FactorySignature.parameterType($0))) }
        var containerArguments = graph.needs[type].map { need in
            ContainerContext.valueArgument(for: need, label: context.needLabels[need.key]!,
                                           value: .name(Identifier(need.key.name)), in: graph)
        }
        containerArguments += FactorySignature.passedArguments(of: type, in: graph)
        let container = Expr.call(GeneratedNames.container(node.path), containerArguments)
        let initialize = Expr.call(.member(.word("self"), "init"), [Argument("injecting", .word("container"))])
        var body: [Statement]
        if let accessors = WrapperAccessors.list(of: type, container: "container", in: graph) {
            body = [.constant("container", nil, container),
                    .expression(.call(.member(.word("WeaverConstruction"), "push"), [Argument(nil, accessors)])),
                    .expression(initialize),
                    .expression(.call(.member(.word("WeaverConstruction"), "pop"), []))]
        } else {
            body = [.expression(.call(.member(.word("self"), "init"), [Argument("injecting", container)]))]
        }
        let keyword = node.syntax?.kind == .class ? "public convenience init" : "public init"
        return GeneratedType(kind: .extension, name: node.path, members: [.initializer(keyword: keyword, parameters: parameters, body: body)])
    }
}
