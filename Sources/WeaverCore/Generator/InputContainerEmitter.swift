/// The container behind `<Concrete>InputDependencyResolver`: closures for each member.
enum InputContainerEmitter {
    static func container(_ input: InputResolvers.Resolver, graph: DependencyGraph, objc: ObjCSupport, isolation: Isolation) -> GeneratedType {
        let hasBase = objc.needsBase(input.members.map(\.protocolName))
        var members: [MemberDeclaration] = []
        var parameters: [Parameter] = []
        var assignments: [Statement] = []
        for member in input.members {
            let closureType = closureType(member, graph: graph)
            members.append(.stored(name: Identifier(member.label + "Closure"), type: TypeName(closureType), isPrivate: true))
            parameters.append(Parameter(Identifier(member.label), TypeName("@escaping " + closureType)))
            assignments.append(.assignment(.member(.word("self"), member.label + "Closure"), .name(Identifier(member.label))))
        }
        if hasBase { assignments.append(.expression(.call(.member(.word("super"), "init"), []))) }
        members.append(.blank)
        members.append(.initializer(keyword: hasBase && parameters.isEmpty ? "override init" : "init", parameters: parameters, body: assignments))
        for member in input.members {
            members.append(.blank)
            members.append(member.requirement.implementation(call(member, graph: graph)))
        }
        return GeneratedType(isMainActor: isolation.mainActor, access: isolation.isFilePrivate ? "private" : "", kind: .finalClass, name: input.containerName,
                             inherits: (hasBase ? [TypeName("WeaverObjectBase")] : []) + [TypeName(input.typealiasName)],
                             isCheckedSendable: true, members: members)
    }

    private static func closureType(_ member: InputResolvers.Member, graph: DependencyGraph) -> String {
        let dependency = graph.dependencies[member.dependency].dependency
        switch member.role {
        case .value:
            return "() -> \(dependency.kind == .registration ? dependency.exposedType.genericArgumentSource : dependency.type.genericArgumentSource)"
        case .setter:
            return "(\(dependency.exposedType.swiftSource)) -> Void"
        case .factory:
            let parameters = graph.dependencies[member.dependency].target.map { graph.parameters(of: $0) } ?? []
            let types = parameters.map { FactorySignature.parameterType(graph.dependencies[$0].dependency) }
            return "(\(types.joined(separator: ", "))) -> \(dependency.exposedType.swiftSource)"
        }
    }

    /// The member's closure called with what the member was given.
    private static func call(_ member: InputResolvers.Member, graph: DependencyGraph) -> Expr {
        let closure = Expr.word(member.label + "Closure")
        switch member.role {
        case .value:
            return .call(closure, [])
        case .setter:
            return .call(closure, [Argument(nil, .word("value"))])
        case .factory:
            let names = graph.dependencies[member.dependency].target.map { FactorySignature.argumentNames(of: $0, in: graph) } ?? []
            return .call(closure, names.map { Argument(nil, .word($0)) })
        }
    }
}
