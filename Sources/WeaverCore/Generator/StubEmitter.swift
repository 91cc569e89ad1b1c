/// One stub class: a double per dependency, the members its protocols require, and `buildT(…)`.
struct StubEmitter {
    let graph: DependencyGraph
    let protocols: ResolverProtocols
    let isolation: Isolation
    let sendable: Bool

    /// The first dependency behind each protocol, for its types.
    private var dependencyOfProtocol: [String: DependencyID] {
        var result: [String: DependencyID] = [:]
        for id in graph.dependencies.indices {
            for proto in protocols.protocols(of: id) where result[proto.name] == nil { result[proto.name] = id }
        }
        return result
    }

    /// A stub implementing `conformances`' members, conforming to them and to the resolver
    /// protocols of `types` (whose members are among them), with a `buildT` for each of `types`.
    func stub(named name: String, conformingTo conformances: [ResolverProtocols.ResolverProtocol], building types: [TypeID]) -> GeneratedType {
        let dependencyOf = dependencyOfProtocol
        var members: [MemberDeclaration] = []
        for proto in conformances where !proto.isSetter {
            guard let id = dependencyOf[proto.name] else { continue }
            members.append(double(Identifier(proto.dependencyName + "Double"), id))
        }
        members += [.blank, .initializer(keyword: "init", parameters: [], body: [])]
        for proto in conformances {
            guard let id = dependencyOf[proto.name] else { continue }
            members += [.blank, member(proto, id)]
        }
        for type in types where builds(type) {
            guard let build = build(type) else { continue }
            members += [.blank, build]
        }
        // Not final: tests written for Weaver 1.x subclass the stub to override a member.
        let typeResolvers = types.map { TypeName(GeneratedNames.resolverTypealias(graph.types[$0].path)) }
        return GeneratedType(isMainActor: isolation.mainActor, kind: .class, name: name, inherits: conformances.map { TypeName($0.name) } + typeResolvers,
                             isCheckedSendable: sendable, members: members)
    }

    /// Optional storage; an optional dependency's double is that optional itself.
    private func double(_ name: Identifier, _ id: DependencyID) -> MemberDeclaration {
        let value = valueType(id)
        return .variable(name: name, type: TypeName((value.isOptional ? value : .optional(value)).swiftSource),
                         value: value.isOptional ? nil : .word("nil"))
    }

    /// The type a member returns: the exposed type, or a factory's result.
    private func valueType(_ id: DependencyID) -> TypeExpression {
        let dependency = graph.dependencies[id].dependency
        if dependency.isFactoryReference, case let .function(function) = dependency.type { return function.result }
        return dependency.kind == .registration ? dependency.exposedType : dependency.type
    }

    private func member(_ proto: ResolverProtocols.ResolverProtocol, _ id: DependencyID) -> MemberDeclaration {
        let double = Expr.word(proto.dependencyName + "Double")
        if proto.isSetter { return proto.requirement.implementation(Statement.assignment(double, .word("value"))) }
        let read = valueType(id).isOptional ? double
            : .call("weaverStubValue", [Argument(nil, double), Argument(nil, .string(proto.dependencyName + "Double"))])
        return proto.requirement.implementation(read)
    }

    /// Types that declare `init(injecting:)`: self-building roots do not.
    private func builds(_ type: TypeID) -> Bool {
        graph.types[type].syntax?.initializerLabels.contains(["injecting"]) ?? false
    }

    private func build(_ type: TypeID) -> MemberDeclaration? {
        guard let syntax = graph.types[type].syntax else { return nil }
        let parameters = graph.parameters(of: type).map { graph.dependencies[$0].dependency }
        let typeName = syntax.genericParameters.isEmpty ? syntax.path : syntax.path + "<" + syntax.genericParameters.joined(separator: ", ") + ">"
        var body: [Statement] = parameters.map { .assignment(.word($0.name + "Double"), .name(Identifier($0.name))) }
        let built = Expr.call(typeName, [Argument("injecting", .word("self"))])
        if let accessors = WrapperAccessors.list(of: type, container: "self", in: graph) {
            body.append(.return(.call(.member(.word("WeaverConstruction"), "building"), [Argument(nil, accessors)], trailing: Closure(built))))
        } else {
            body.append(.return(built))
        }
        return .function(FunctionDeclaration(name: Identifier("build" + GeneratedNames.typeIdentifier(syntax.path)), genericClause: syntax.genericClause,
                                             parameters: parameters.map { Parameter(Identifier($0.name), TypeName(FactorySignature.parameterType($0))) },
                                             result: TypeName(typeName), body: body))
    }
}
