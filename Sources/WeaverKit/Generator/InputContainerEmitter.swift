/// The container behind `<Concrete>InputDependencyResolver`: closures for each member.
enum InputContainerEmitter {
    static func emit(_ input: InputResolvers.Resolver, graph: DependencyGraph, objc: ObjCSupport, isolation: Isolation, into writer: inout CodeWriter) {
        let hasBase = objc.needsBase(input.members.map(\.protocolName))
        let base = hasBase ? "WeaverObjectBase, " : ""
        let conformances = ([input.typealiasName] + isolation.sendableConformance).joined(separator: ", ")
        writer.block("\(isolation.attribute)private final class \(input.containerName): \(base)\(conformances)") { body in
            var arguments: [String] = []
            for member in input.members {
                let closureType = closureType(member, graph: graph)
                body.line("private let \(member.label)Closure: \(closureType)")
                arguments.append("\(GeneratedNames.identifier(member.label)): @escaping \(closureType)")
            }
            body.line()
            let keyword = hasBase && arguments.isEmpty ? "override init" : "init"
            body.block("\(keyword)(\(arguments.joined(separator: ", ")))") { initializer in
                for member in input.members { initializer.line("self.\(member.label)Closure = \(GeneratedNames.identifier(member.label))") }
                if hasBase { initializer.line("super.init()") }
            }
            for member in input.members {
                body.line()
                body.line(implementation(member, graph: graph))
            }
        }
    }

    private static func closureType(_ member: InputResolvers.Member, graph: DependencyGraph) -> String {
        let dependency = graph.dependencies[member.dependency].dependency
        switch member.role {
        case .value:
            return "() -> \(dependency.kind == .registration ? dependency.exposedType.swiftSource : dependency.type.swiftSource)"
        case .setter:
            return "(\(dependency.exposedType.swiftSource)) -> Void"
        case .factory:
            let parameters = graph.dependencies[member.dependency].target.map { graph.parameters(of: $0) } ?? []
            let types = parameters.map { FactorySignature.parameterType(graph.dependencies[$0].dependency) }
            return "(\(types.joined(separator: ", "))) -> \(dependency.exposedType.swiftSource)"
        }
    }

    private static func implementation(_ member: InputResolvers.Member, graph: DependencyGraph) -> String {
        let requirement = member.requirement
        switch member.role {
        case .value:
            return requirement.replacingSuffix(" { get }", with: " { \(member.label)Closure() }")
        case .setter:
            return requirement + " { \(member.label)Closure(value) }"
        case .factory:
            let names = graph.dependencies[member.dependency].target.map { FactorySignature.argumentNames(of: $0, in: graph) } ?? []
            return requirement + " { \(member.label)Closure(\(names.joined(separator: ", "))) }"
        }
    }
}
