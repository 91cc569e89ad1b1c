/// What emitting one type's container needs to know: the local names its initializer uses for
/// each need, parameter and registration, and the Swift expressions that read them.
struct ContainerContext {
    let graph: DependencyGraph
    let type: TypeID
    /// Init argument label per need key (unique within the initializer).
    let needLabels: [NeedKey: String]
    /// Which needs (of every type) are passed as values.
    let eager: EagerNeeds
    /// This type's registrations built as constants by its initializer (`ContainerPlan`).
    let constants: Set<DependencyID>
    /// Every type's labels, when worked out for the whole generation.
    let labels: NeedLabels?
    /// The need key of each of this type's references (a key normalizes its type: worked out once).
    private let referenceKeys: [DependencyID: NeedKey]

    init(graph: DependencyGraph, type: TypeID, eager: EagerNeeds = .none, constants: Set<DependencyID> = [], labels: NeedLabels? = nil) {
        self.graph = graph
        self.type = type
        self.eager = eager
        self.constants = constants
        self.labels = labels
        needLabels = labels?.labels(of: type) ?? NeedLabels.labels(of: type, in: graph)
        var referenceKeys: [DependencyID: NeedKey] = [:]
        for id in graph.types[type].dependencies where graph.dependencies[id].dependency.kind == .reference {
            referenceKeys[id] = NeedKey(reference: graph.dependencies[id].dependency)
        }
        self.referenceKeys = referenceKeys
    }

    func dependency(_ id: DependencyID) -> Dependency { graph.dependencies[id].dependency }

    func key(ofReference id: DependencyID) -> NeedKey {
        referenceKeys[id] ?? NeedKey(reference: dependency(id))
    }

    static func slotName(_ dependency: Dependency) -> String { dependency.name + "Slot" }
    static func providerName(_ dependency: Dependency) -> String { dependency.name + "Provider" }
    static func valueName(_ dependency: Dependency) -> String { dependency.name + "Value" }

    /// How a reference or parameter is held when it is not a value: a factory reference as its
    /// closure type, anything else as a `WeaverProvider`.
    static func providerType(of dependency: Dependency) -> String {
        dependency.isFactoryReference ? dependency.type.swiftSource : "WeaverProvider<\(dependency.type.swiftSource)>"
    }

    /// Whether this type's need `key` is passed to it as a value (`EagerNeeds`).
    func isValue(_ key: NeedKey) -> Bool { eager.isValue(key, of: type) }

    /// A parameter is held as the value itself unless it is weak (then a closure holds it weakly).
    static func holdsParameterAsValue(_ parameter: Dependency) -> Bool { parameter.scope != .weak }

    /// Whether this type holds its reference or parameter `id` as a value rather than a provider.
    func holdsValue(_ id: DependencyID) -> Bool {
        dependency(id).kind != .registration && valueExpression(id) != nil
    }

    /// The initializer parameter type a need is passed as: its value (a closure escapes, since it
    /// is stored), or a provider of it.
    func needArgumentType(_ need: Need) -> String {
        let origin = graph.dependencies[need.origin].dependency
        guard isValue(need.key) else { return ContainerContext.providerType(of: origin) }
        return (ContainerContext.escapesAsArgument(need.origin, in: graph) ? "@escaping " : "") + origin.type.parameterSource
    }

    /// Whether a reference of a nominal type must be marked `@escaping` where it is passed as an
    /// argument and stored: it resolves to a parameter declared `escaping` (a closure typealias).
    static func escapesAsArgument(_ reference: DependencyID, in graph: DependencyGraph) -> Bool {
        guard case .nominal = graph.dependencies[reference].dependency.type else { return false }
        return graph.resolvedReferences[reference]?.contains { provider in
            let dependency = graph.dependencies[provider].dependency
            return dependency.kind == .parameter && dependency.escaping == true
        } ?? false
    }

    /// The value of dependency `id`, inside the initializer, when it is at hand without a call: a
    /// constant, a parameter held strongly, a need passed as a value.
    func valueExpression(_ id: DependencyID) -> String? {
        let dependency = dependency(id)
        switch dependency.kind {
        case .reference: return isValue(key(ofReference: id)) ? needLabels[key(ofReference: id)] : nil
        case .parameter: return ContainerContext.holdsParameterAsValue(dependency) ? dependency.name : nil
        case .registration: return constants.contains(id) ? ContainerContext.valueName(dependency) : nil
        }
    }

    /// A provider of dependency `id` inside the initializer (for a factory reference, its closure):
    /// a registration's slot, a need's provider, a weak parameter's provider, or a new
    /// `WeaverValue` around a value.
    func providerExpression(_ id: DependencyID) -> String {
        let dependency = dependency(id)
        switch dependency.kind {
        case .registration:
            return ContainerContext.slotName(dependency)
        case .reference, .parameter:
            if let value = valueExpression(id), !dependency.isFactoryReference {
                return "WeaverValue<\(dependency.type.swiftSource)>(\(value))"
            }
            if dependency.kind == .parameter { return ContainerContext.providerName(dependency) }
            return needLabels[key(ofReference: id)] ?? ContainerContext.providerName(dependency)
        }
    }

    /// The argument passing `provision` for `need` of child type `target`: the value when the
    /// child takes it as one, else a provider. Providers of the wanted type pass as they are;
    /// when the provided type only contains the wanted one (a composition), an adapter converts.
    func argumentExpression(for provision: Provision, wanted need: Need, of target: TypeID) -> String {
        let key = need.key
        let wantsValue = eager.isValue(key, of: target)
        switch provision {
        case let .dependency(id):
            if key.isFactory {
                if dependency(id).kind == .registration { return "\(ContainerContext.slotName(dependency(id))).build" }
                return providerExpression(id)
            }
            if wantsValue, let value = valueExpression(id) { return value }
            let expression = providerExpression(id)
            let providedType = dependency(id).kind == .reference ? dependency(id).type : dependency(id).exposedType
            return providedType.normalized == key.type ? expression : adapter(reading: expression, for: need)
        case let .inherited(inheritedKey):
            let label = needLabels[inheritedKey] ?? inheritedKey.name
            if key.isFactory { return inheritedKey == key ? label : "{ \(label)() }" }
            if wantsValue { return label }
            let provider = isValue(inheritedKey) ? "WeaverValue<\(inheritedKey.type.swiftSource)>(\(label))" : label
            return inheritedKey.type == key.type ? provider : adapter(reading: provider, for: need)
        }
    }

    private func adapter(reading provider: String, for need: Need) -> String {
        let wanted = graph.dependencies[need.origin].dependency.type.swiftSource
        return "WeaverClosureProvider<\(wanted)>({ \(provider).get() })"
    }
}
