/// What each container's initializer takes, and which registrations an ancestor builds for it.
///
/// A registration is *deferred* when everything its target's subtree needs from the registering
/// type comes from above that type (every need passes through it; it provides none). The
/// registering type's initializer then takes a closure making the target (`makeNext: @escaping
/// () -> Detail`), and the nearest ancestor that builds it directly declares that closure as a
/// local function of its initializer, where every need is in scope (`func buildDetail() -> Detail`,
/// see `ConstructionFunctions`). So a container never names a need it only passes on: when a leaf
/// starts to read a registration of the root, the leaf's container and the root's function that
/// builds the leaf change, and nothing between them does. Closures capture the providers they
/// read, as arguments did, so a child still keeps alive only what its subtree reads (docs/semantics.md, Memory).
///
/// Not deferred, built by the registering type as before: a registration with a builder, `#if`
/// variants or parameters, a target with `@Weaver` properties, one that reads a registration of
/// the registering type, and every registration of a type that is built from outside its
/// registrations (a root, a public, isolated or self-building type) or is an `#if` variant's target.
struct ContainerInputs: Sendable {
    struct Inputs: Sendable {
        /// The needs the initializer takes, in `graph.needs` order.
        var needs: [Need] = []
        /// A label per need taken.
        var labels: [NeedKey: String] = [:]
        /// The type's deferred registrations, each with its closure's argument label.
        var factories: [Factory] = []
    }

    struct Factory: Sendable {
        var site: DependencyID
        var label: String
        /// The registration's written type: what the closure returns.
        var typeSource: String
    }

    let deferred: Set<DependencyID>
    /// Per type id; nil for a type that is not annotated.
    private let byType: [Inputs?]

    /// `building` are types a mock's containers build with overrides (`MockSelection`): their
    /// registrations are built where they are, for the override to be found there.
    init(graph: DependencyGraph, types: [TypeID], buildingInPlace building: Set<TypeID> = []) {
        var variantTargets = Set<TypeID>()
        for entry in graph.dependencies where entry.dependency.variants.count > 1 {
            if let target = entry.target { variantTargets.insert(target) }
        }
        var found = Set<DependencyID>()
        for type in types where !building.contains(type) && Self.mayDefer(type, graph: graph, variantTargets: variantTargets) {
            for site in graph.types[type].dependencies where Self.isDeferrable(site, graph: graph) {
                found.insert(site)
            }
        }
        let deferred = found
        self.deferred = deferred
        var byType = [Inputs?](repeating: nil, count: graph.types.count)
        for (type, inputs) in zip(types, ConcurrentMap.map(types) { Self.inputs(of: $0, deferred: deferred, graph: graph) }) {
            byType[type] = inputs
        }
        self.byType = byType
    }

    func inputs(of type: TypeID) -> Inputs? { byType[type] }

    /// Whether whoever builds `type` is one of its registrations (or a function an ancestor
    /// declares for it), so its initializer may take closures: not when a public initializer, an
    /// entry point or the user builds it, nor inside an `#if` branch.
    private static func mayDefer(_ type: TypeID, graph: DependencyGraph, variantTargets: Set<TypeID>) -> Bool {
        let node = graph.types[type]
        return node.isAnnotated && !node.isRoot && !node.isPublic && !node.isIsolated && !node.isSelfBuilding
            && !variantTargets.contains(type)
    }

    private static func isDeferrable(_ site: DependencyID, graph: DependencyGraph) -> Bool {
        let entry = graph.dependencies[site]
        let dependency = entry.dependency
        guard dependency.kind == .registration, !dependency.isSetter, dependency.builder == nil, dependency.variants.count <= 1,
              let target = entry.target, graph.types[target].isAnnotated, !graph.isFactory(site),
              let provisions = graph.provisions[site], !provisions.isEmpty else { return false }
        for provision in provisions {
            guard case .inherited? = provision else { return false }
        }
        return WrapperAccessors.list(of: target, container: "container", in: graph) == nil
    }

    /// A type built from outside takes every need; any other, its own references and what its
    /// registrations that are not deferred pass on.
    private static func inputs(of type: TypeID, deferred: Set<DependencyID>, graph: DependencyGraph) -> Inputs {
        let dependencies = graph.types[type].dependencies
        // Most types defer nothing: they take every need, labelled as before.
        guard dependencies.contains(where: deferred.contains) else {
            return Inputs(needs: graph.needs[type], labels: NeedLabels.labels(of: type, in: graph), factories: [])
        }
        let factorySites = dependencies.filter(deferred.contains)
        var passed = Set<NeedKey>()
        for site in dependencies where !deferred.contains(site) && graph.dependencies[site].dependency.kind == .registration {
            for case let .inherited(key)? in graph.provisions[site] ?? [] { passed.insert(key) }
        }
        let needs = graph.needs[type].filter { $0.via == nil || passed.contains($0.key) }
        var factories: [Factory] = []
        var taken = Set(dependencies.map { graph.dependencies[$0].dependency.name })
        for site in factorySites {
            let label = GeneratedNames.unique("make" + GeneratedNames.upperCamel(graph.dependencies[site].dependency.name), taken: &taken)
            factories.append(Factory(site: site, label: label, typeSource: graph.dependencies[site].dependency.type.swiftSource))
        }
        let labels = NeedLabels.labels(for: needs, of: type, reserving: factories.map(\.label), in: graph)
        return Inputs(needs: needs, labels: labels, factories: factories)
    }
}
