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
        var labels: [NeedKey: String] = [:]
        var used = Set(graph.parameters(of: type).map { graph.dependencies[$0].dependency.name })
        for need in graph.needs[type] {
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

    /// How a reference or parameter is held: a factory reference as its closure type, anything
    /// else as a `WeaverProvider` (a slot of the registering container, or a passed-in value).
    static func providerType(of dependency: Dependency) -> String {
        dependency.isFactoryReference ? dependency.type.swiftSource : "WeaverProvider<\(dependency.type.swiftSource)>"
    }

    /// The type a need is passed as.
    func needProviderType(_ need: Need) -> String {
        ContainerContext.providerType(of: graph.dependencies[need.origin].dependency)
    }

    /// An expression, valid inside the initializer, that provides dependency `id` of this type: a
    /// provider, or for a factory reference its closure. A registration's slot is its provider.
    func providerExpression(_ id: DependencyID) -> String {
        let dependency = dependency(id)
        switch dependency.kind {
        case .reference: return needLabels[key(ofReference: id)] ?? ContainerContext.providerName(dependency)
        case .parameter: return ContainerContext.providerName(dependency)
        case .registration: return ContainerContext.slotName(dependency)
        }
    }

    /// The expression providing `need` to a child. Providers of the wanted type pass as they are;
    /// when the provided type only contains the wanted one (a composition), an adapter converts.
    func providerExpression(for provision: Provision, wanted need: Need) -> String {
        let key = need.key
        switch provision {
        case let .dependency(id):
            if key.isFactory {
                if dependency(id).kind == .registration { return "\(ContainerContext.slotName(dependency(id))).make!" }
                return providerExpression(id)
            }
            let expression = providerExpression(id)
            let providedType = dependency(id).kind == .reference ? dependency(id).type : dependency(id).exposedType
            return providedType.normalized == key.type ? expression : adapter(reading: expression, for: need)
        case let .inherited(inheritedKey):
            let label = needLabels[inheritedKey] ?? inheritedKey.name
            if key.isFactory { return inheritedKey == key ? label : "{ \(label)() }" }
            return inheritedKey.type == key.type ? label : adapter(reading: label, for: need)
        }
    }

    private func adapter(reading provider: String, for need: Need) -> String {
        let wanted = graph.dependencies[need.origin].dependency.type.swiftSource
        return "WeaverClosureProvider<\(wanted)>({ \(provider).get() })"
    }
}
