/// `<Concrete>InputDependencyResolver` (docs/semantics.md, Builders): the resolver a builder receives when the
/// type it builds is not annotated: the per-dependency protocols that every registering type
/// declares, in the first registering type's declaration order.
struct InputResolvers {
    struct Member {
        enum Role { case value, factory, setter }
        var dependency: DependencyID
        var role: Role
        var protocolName: String
        var requirement: Requirement
        var label: String
    }

    struct Resolver {
        var typealiasName: String
        var containerName: String
        var members: [Member]
        /// The resolver protocols of the registering types that declare exactly these members: a
        /// builder may take its registering type's own resolver when the two coincide (docs/semantics.md).
        var typeResolvers: [String] = []
        /// For each registering type, its own dependency behind each member, in member order:
        /// a name one registering type registers may be a reference or a factory reference in
        /// another, and each passes what it has.
        var sources: [TypeID: [(dependency: DependencyID, role: Member.Role)]]
    }

    private var resolvers: [TypeID: Resolver] = [:]
    /// In type order, for emission.
    private(set) var ordered: [Resolver] = []

    init(graph: DependencyGraph, protocols: ResolverProtocols) {
        var usedNames = Set<String>()
        for target in graph.types.indices where !graph.types[target].isAnnotated {
            let sites = graph.types[target].registrationSites
            let hasBuilder = sites.contains { site in
                let dependency = graph.dependencies[site].dependency
                return dependency.branches.contains { $0.builder != nil }
            }
            guard hasBuilder, let first = sites.first else { continue }
            let protocolSets = sites.map { site in
                Set(protocols.names(of: graph.types[graph.dependencies[site].owner].dependencies))
            }
            let shared = protocolSets.dropFirst().reduce(protocolSets[0]) { $0.intersection($1) }
            var members: [Member] = []
            for id in graph.types[graph.dependencies[first].owner].dependencies {
                for (index, proto) in protocols.protocols(of: id).enumerated() where shared.contains(proto.name) {
                    let role = Self.role(of: id, protocolIndex: index, in: graph)
                    let name = graph.dependencies[id].dependency.name
                    members.append(Member(dependency: id, role: role, protocolName: proto.name, requirement: proto.requirement,
                                          label: role == .setter ? "set" + GeneratedNames.upperCamel(name) : name))
                }
            }
            // Named after the type the builder builds: in a DEBUG/release switch, the branch with
            // the builder may build another type than the first branch does.
            let firstDependency = graph.dependencies[first].dependency
            let base = (firstDependency.branches.first { $0.builder != nil }?.type ?? firstDependency.type).identifierFragment
            var name = base
            var suffix = 2
            while !usedNames.insert(name).inserted {
                name = base + String(suffix)
                suffix += 1
            }
            var sources: [TypeID: [(dependency: DependencyID, role: Member.Role)]] = [:]
            for site in sites {
                let owner = graph.dependencies[site].owner
                guard sources[owner] == nil else { continue }
                sources[owner] = members.compactMap { member in
                    for id in graph.types[owner].dependencies {
                        guard let index = protocols.protocols(of: id).firstIndex(where: { $0.name == member.protocolName }) else { continue }
                        return (id, Self.role(of: id, protocolIndex: index, in: graph))
                    }
                    return nil
                }
            }
            var typeResolvers: [String] = []
            for (site, protocolSet) in zip(sites, protocolSets) where protocolSet == shared {
                let owner = graph.types[graph.dependencies[site].owner]
                let resolver = GeneratedNames.resolverTypealias(owner.path)
                if owner.external == nil, !typeResolvers.contains(resolver) { typeResolvers.append(resolver) }
            }
            let resolver = Resolver(typealiasName: name + "InputDependencyResolver", containerName: name + "InputDependencyContainer",
                                    members: members, typeResolvers: typeResolvers, sources: sources)
            resolvers[target] = resolver
            ordered.append(resolver)
        }
    }

    func resolver(for target: TypeID) -> Resolver? { resolvers[target] }

    /// How a registering type passes its dependency `id` for the protocol at `protocolIndex` of it
    /// (a setter registration has its `<Name>Setter` second).
    private static func role(of id: DependencyID, protocolIndex: Int, in graph: DependencyGraph) -> Member.Role {
        if protocolIndex == 1 { return .setter }
        return graph.dependencies[id].dependency.kind == .registration && graph.isFactory(id) ? .factory : .value
    }
}
