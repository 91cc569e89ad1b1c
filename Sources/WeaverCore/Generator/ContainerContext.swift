/// What emitting one type's container needs to know: the local names its initializer uses for
/// each need, parameter and registration, and the Swift expressions that read them.
struct ContainerContext {
    let graph: DependencyGraph
    let type: TypeID
    /// Init argument label per need key (unique within the initializer).
    let needLabels: [NeedKey: String]
    /// This type's registrations built as constants by its initializer (`ContainerPlan`).
    let constants: Set<DependencyID>
    /// What every type's initializer takes, when worked out for the whole generation.
    let inputs: ContainerInputs?
    /// The functions this type's initializer declares for deferred registrations below it.
    let functions: ConstructionFunctions?
    /// Which containers take a mock's overrides (docs/mocks.md); `.none` without mocks.
    let mocks: MockSelection
    /// The need key of each of this type's references (a key normalizes its type: worked out once).
    private let referenceKeys: [DependencyID: NeedKey]

    init(graph: DependencyGraph, type: TypeID, constants: Set<DependencyID> = [], inputs: ContainerInputs? = nil,
         functions: ConstructionFunctions? = nil, mocks: MockSelection = .none) {
        self.graph = graph
        self.type = type
        self.constants = constants
        self.inputs = inputs
        self.functions = functions
        self.mocks = mocks
        needLabels = inputs?.inputs(of: type)?.labels ?? NeedLabels.labels(of: type, in: graph)
        var referenceKeys: [DependencyID: NeedKey] = [:]
        for id in graph.types[type].dependencies where graph.dependencies[id].dependency.kind == .reference {
            referenceKeys[id] = NeedKey(reference: graph.dependencies[id].dependency)
        }
        self.referenceKeys = referenceKeys
    }

    func dependency(_ id: DependencyID) -> Dependency { graph.dependencies[id].dependency }

    /// The argument giving a container the value `value` for `need` from outside the graph (a
    /// public initializer's or a mock's argument): a factory's closure as it is, anything else in
    /// a `WeaverConstantSlot`.
    static func valueArgument(for need: Need, label: String, value: Expr, in graph: DependencyGraph) -> Argument {
        guard !need.key.isFactory else { return Argument(label, value) }
        let slot = TypeName(.constantSlot, graph.dependencies[need.origin].dependency.type.genericArgumentSource)
        return Argument(label, .call(.support(slot), [Argument(nil, value)]))
    }

    /// Whether this container takes a mock's overrides, as `weaverMock` (nil in the app's graph).
    var takesOverrides: Bool { mocks.overridable.contains(type) }

    func key(ofReference id: DependencyID) -> NeedKey {
        referenceKeys[id] ?? NeedKey(reference: dependency(id))
    }

    static func slotName(_ dependency: Dependency) -> String { dependency.name + "Slot" }
    static func providerName(_ dependency: Dependency) -> String { dependency.name + "Provider" }

    /// How a reference or parameter is held when it is not a value: a factory reference as its
    /// closure type, anything else as a `WeaverProvider`.
    static func providerType(of dependency: Dependency) -> TypeName {
        dependency.isFactoryReference ? TypeName(dependency.type.genericArgumentSource) : TypeName(.provider, dependency.type.genericArgumentSource)
    }

    /// A parameter is held as the value itself unless it is weak (then a closure holds it weakly).
    static func holdsParameterAsValue(_ parameter: Dependency) -> Bool { parameter.scope != .weak }

    /// Whether this type holds its reference or parameter `id` as a value rather than a provider.
    func holdsValue(_ id: DependencyID) -> Bool {
        dependency(id).kind != .registration && valueExpression(id) != nil
    }

    /// The initializer parameter type a need is passed as: always a provider (a factory's
    /// closure), whatever the scope of what provides it, so that changing a scope rewrites only
    /// the registering container.
    func needArgumentType(_ need: Need) -> TypeName {
        ContainerContext.providerType(of: graph.dependencies[need.origin].dependency)
    }

    /// The value of dependency `id`, inside the initializer, when it is at hand without a call: a
    /// parameter held strongly (everything else is read through a provider).
    func valueExpression(_ id: DependencyID) -> Expr? {
        let dependency = dependency(id)
        guard dependency.kind == .parameter, ContainerContext.holdsParameterAsValue(dependency) else { return nil }
        return .name(Identifier(dependency.name))
    }

    /// A provider of dependency `id` inside the initializer (for a factory reference, its closure):
    /// a registration's slot (a `WeaverConstantSlot` for a constant), a need's provider, a weak
    /// parameter's provider, or a new `WeaverConstantSlot` around a parameter.
    func providerExpression(_ id: DependencyID) -> Expr {
        let dependency = dependency(id)
        switch dependency.kind {
        case .registration:
            return .word(ContainerContext.slotName(dependency))
        case .reference, .parameter:
            if let value = valueExpression(id), !dependency.isFactoryReference {
                return .call(.support(TypeName(.constantSlot, dependency.type.genericArgumentSource)), [Argument(nil, value)])
            }
            if dependency.kind == .parameter { return .word(ContainerContext.providerName(dependency)) }
            return needLabels[key(ofReference: id)].map { .name(Identifier($0)) } ?? .word(ContainerContext.providerName(dependency))
        }
    }

    /// The argument passing `provision` for `need` of child type `target`: a provider. Providers
    /// of the wanted type pass as they are; when the provided type only contains the wanted one
    /// (a composition), an adapter converts.
    func argumentExpression(for provision: Provision, wanted need: Need, of target: TypeID) -> Expr {
        let key = need.key
        switch provision {
        case let .dependency(id):
            if key.isFactory {
                if dependency(id).kind == .registration { return .member(.word(ContainerContext.slotName(dependency(id))), "build") }
                return providerExpression(id)
            }
            let expression = providerExpression(id)
            let providedType = dependency(id).kind == .reference ? dependency(id).type : dependency(id).exposedType
            return providedType.normalized == key.type ? expression : adapter(reading: expression, for: need)
        case let .inherited(inheritedKey):
            let label = Expr.name(Identifier(needLabels[inheritedKey] ?? inheritedKey.name))
            if key.isFactory { return inheritedKey == key ? label : .closure(Closure(.call(label, []))) }
            return inheritedKey.type == key.type ? label : adapter(reading: label, for: need)
        }
    }

    private func adapter(reading provider: Expr, for need: Need) -> Expr {
        let wanted = graph.dependencies[need.origin].dependency.type.genericArgumentSource
        return .call(.support(TypeName(.closureProvider, wanted)), [Argument(nil, .closure(Closure(provider.get())))])
    }
}
