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

    func emit(named name: String, conformingTo conformances: [ResolverProtocols.ResolverProtocol], building types: [TypeID], into writer: inout CodeWriter) {
        let dependencyOf = dependencyOfProtocol
        let inheritance = conformances.map(\.name) + (sendable && !isolation.mainActor ? ["@unchecked Sendable"] : [])
        // Not final: tests written for Weaver 1.x subclass the stub to override a member.
        let header = "\(isolation.attribute)class \(name)" + (inheritance.isEmpty ? "" : ": " + inheritance.joined(separator: ", "))
        writer.block(header) { body in
            let resolvers = conformances.filter { !$0.isSetter }
            for proto in resolvers {
                guard let id = dependencyOf[proto.name] else { continue }
                body.line("var \(proto.dependencyName)Double: \(doubleType(id))")
            }
            body.line()
            body.line("init() {}")
            for proto in conformances {
                guard let id = dependencyOf[proto.name] else { continue }
                body.line()
                body.line(member(proto, id))
            }
            for type in types where builds(type) {
                body.line()
                emitBuild(type, into: &body)
            }
        }
    }

    /// Optional storage; an optional dependency's double is that optional itself.
    private func doubleType(_ id: DependencyID) -> String {
        let value = valueType(id)
        return (value.isOptional ? value : .optional(value)).swiftSource + (value.isOptional ? "" : " = nil")
    }

    /// The type a member returns: the exposed type, or a factory's result.
    private func valueType(_ id: DependencyID) -> TypeExpression {
        let dependency = graph.dependencies[id].dependency
        if dependency.isFactoryReference, case let .function(function) = dependency.type { return function.result }
        return dependency.kind == .registration ? dependency.exposedType : dependency.type
    }

    private func member(_ proto: ResolverProtocols.ResolverProtocol, _ id: DependencyID) -> String {
        let double = proto.dependencyName + "Double"
        let read = valueType(id).isOptional ? double : "weaverStubValue(\(double), \"\(double)\")"
        if proto.isSetter { return proto.requirement + " { \(double) = value }" }
        if proto.requirement.hasPrefix("func ") { return proto.requirement + " { \(read) }" }
        return proto.requirement.replacingSuffix(" { get }", with: " { \(read) }")
    }

    /// Types that declare `init(injecting:)`: self-building roots do not.
    private func builds(_ type: TypeID) -> Bool {
        graph.types[type].syntax?.initializerLabels.contains(["injecting"]) ?? false
    }

    private func emitBuild(_ type: TypeID, into writer: inout CodeWriter) {
        guard let syntax = graph.types[type].syntax else { return }
        let parameters = graph.parameters(of: type).map { graph.dependencies[$0].dependency }
        let typeName = syntax.genericParameters.isEmpty ? syntax.path : syntax.path + "<" + syntax.genericParameters.joined(separator: ", ") + ">"
        let signature = parameters.map { "\(GeneratedNames.identifier($0.name)): \(FactorySignature.parameterType($0))" }.joined(separator: ", ")
        writer.block("func build\(GeneratedNames.typeIdentifier(syntax.path))\(syntax.genericClause)(\(signature)) -> \(typeName)") { body in
            for parameter in parameters { body.line("\(parameter.name)Double = \(GeneratedNames.identifier(parameter.name))") }
            let accessors = WrapperAccessors.list(of: type, container: "self", in: graph)
            if accessors.isEmpty {
                body.line("return \(typeName)(injecting: self)")
            } else {
                body.line("return WeaverConstruction.building(\(accessors)) { \(typeName)(injecting: self) }")
            }
        }
    }
}
