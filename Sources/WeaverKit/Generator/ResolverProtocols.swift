/// The per-dependency protocols of SPEC §7: `<Name>Resolver` requiring the dependency's member,
/// `<Name>Setter` for setters. A name used with different members gets numbered variants,
/// ordered by member text so that the choice is stable.
struct ResolverProtocols {
    struct ResolverProtocol: Equatable {
        var name: String
        var requirement: String
    }

    /// Per dependency id: the protocols it contributes to its owner's resolver, in order.
    private(set) var protocolsByDependency: [DependencyID: [ResolverProtocol]] = [:]
    /// Every protocol once, sorted by name.
    private(set) var all: [ResolverProtocol] = []

    init(graph: DependencyGraph) {
        var requirementsByName: [String: Set<String>] = [:]
        var setterRequirementsByName: [String: Set<String>] = [:]
        for id in graph.dependencies.indices {
            let name = graph.dependencies[id].dependency.name
            requirementsByName[name, default: []].insert(Self.requirement(of: id, in: graph))
            if let setter = Self.setterRequirement(of: id, in: graph) { setterRequirementsByName[name, default: []].insert(setter) }
        }
        var protocolName: [String: String] = [:]
        func assign(_ table: [String: Set<String>], suffix: String) {
            for (name, requirements) in table {
                for (index, requirement) in requirements.sorted().enumerated() {
                    let protocolIdentifier = GeneratedNames.upperCamel(name) + suffix + (index == 0 ? "" : String(index + 1))
                    protocolName[suffix + "|" + requirement] = protocolIdentifier
                    all.append(ResolverProtocol(name: protocolIdentifier, requirement: requirement))
                }
            }
        }
        assign(requirementsByName, suffix: "Resolver")
        assign(setterRequirementsByName, suffix: "Setter")
        all.sort { $0.name < $1.name }
        for id in graph.dependencies.indices {
            let requirement = Self.requirement(of: id, in: graph)
            var protocols = [ResolverProtocol(name: protocolName["Resolver|" + requirement]!, requirement: requirement)]
            if let setter = Self.setterRequirement(of: id, in: graph) {
                protocols.append(ResolverProtocol(name: protocolName["Setter|" + setter]!, requirement: setter))
            }
            protocolsByDependency[id] = protocols
        }
    }

    /// `var name: Type { get }`, or `func name(p: P) -> Type` for a factory.
    static func requirement(of id: DependencyID, in graph: DependencyGraph) -> String {
        let dependency = graph.dependencies[id].dependency
        let type = dependency.exposedType.swiftSource
        if dependency.kind == .registration, graph.isFactory(id), let target = graph.dependencies[id].target {
            return "func \(dependency.name)(\(FactorySignature.parameterList(of: target, in: graph))) -> \(type)"
        }
        return "var \(dependency.name): \(type) { get }"
    }

    static func setterRequirement(of id: DependencyID, in graph: DependencyGraph) -> String? {
        let dependency = graph.dependencies[id].dependency
        guard dependency.kind == .registration, dependency.isSetter else { return nil }
        return "func set\(GeneratedNames.upperCamel(dependency.name))(_ value: \(dependency.exposedType.swiftSource))"
    }
}

/// The parameters of a type as a factory's argument list.
enum FactorySignature {
    /// `movieID: Int, title: String`.
    static func parameterList(of target: TypeID, in graph: DependencyGraph) -> String {
        graph.parameters(of: target).map { parameter in
            let dependency = graph.dependencies[parameter].dependency
            return "\(dependency.name): \(parameterType(dependency))"
        }.joined(separator: ", ")
    }

    /// A closure parameter is stored by the container, so it always escapes.
    static func parameterType(_ dependency: Dependency) -> String {
        dependency.type.parameterSource
    }

    /// `movieID, title`.
    static func argumentNames(of target: TypeID, in graph: DependencyGraph) -> [String] {
        graph.parameters(of: target).map { graph.dependencies[$0].dependency.name }
    }
}
