/// What emitting one type's container needs to know: the local names its initializer uses for
/// each need, parameter and registration, and the Swift expressions that read them.
struct ContainerContext {
    let graph: DependencyGraph
    let type: TypeID
    /// Init argument label per need key (unique within the initializer).
    let needLabels: [NeedKey: String]

    init(graph: DependencyGraph, type: TypeID) {
        self.graph = graph
        self.type = type
        // Built for every container and again for every registration of it: sized once, and
        // nothing listed when the type needs nothing.
        let needs = graph.needs[type]
        guard !needs.isEmpty else {
            needLabels = [:]
            return
        }
        var labels = [NeedKey: String](minimumCapacity: needs.count)
        var used = Set<String>(minimumCapacity: needs.count + graph.types[type].dependencies.count)
        for id in graph.types[type].dependencies where graph.dependencies[id].dependency.kind == .parameter {
            used.insert(graph.dependencies[id].dependency.name)
        }
        for need in needs {
            var label = need.key.name
            var suffix = 2
            while used.contains(label) {
                label = need.key.name + "_" + String(suffix)
                suffix += 1
            }
            used.insert(label)
            labels[need.key] = label
        }
        needLabels = labels
    }

    func dependency(_ id: DependencyID) -> Dependency { graph.dependencies[id].dependency }

    func key(ofReference id: DependencyID) -> NeedKey {
        NeedKey(reference: dependency(id))
    }

    static func slotName(_ dependency: Dependency) -> String { dependency.name + "Slot" }
    static func providerName(_ dependency: Dependency) -> String { dependency.name + "Provider" }

    /// The closure type a reference or parameter is held as: `() -> T`, or the factory's closure type.
    static func providerType(of dependency: Dependency) -> String {
        dependency.isFactoryReference ? dependency.type.swiftSource : "() -> \(dependency.type.swiftSource)"
    }

    /// The closure type a need is passed as.
    func needProviderType(_ need: Need) -> String {
        ContainerContext.providerType(of: graph.dependencies[need.origin].dependency)
    }

    /// A `() -> Exposed` expression, valid inside the initializer, that reads dependency `id` of this type.
    func providerExpression(_ id: DependencyID) -> String {
        let dependency = dependency(id)
        switch dependency.kind {
        case .reference: return needLabels[key(ofReference: id)] ?? ContainerContext.providerName(dependency)
        case .parameter: return ContainerContext.providerName(dependency)
        case .registration: return "{ \(ContainerContext.slotName(dependency)).get() }"
        }
    }

    /// The expression providing `key` to a child, converting when the provided type only
    /// contains the wanted one (a composition).
    func providerExpression(for provision: Provision, wanted key: NeedKey) -> String {
        switch provision {
        case let .dependency(id):
            if key.isFactory, dependency(id).kind == .registration {
                return "\(ContainerContext.slotName(dependency(id))).make!"
            }
            let expression = providerExpression(id)
            let providedType = dependency(id).kind == .reference ? dependency(id).type : dependency(id).exposedType
            if providedType.normalized == key.type || expression.hasPrefix("{") { return expression }
            return "{ \(expression)() }"
        case let .inherited(inheritedKey):
            let label = needLabels[inheritedKey] ?? inheritedKey.name
            return inheritedKey == key ? label : "{ \(label)() }"
        }
    }

}
