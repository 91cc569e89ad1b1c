/// One top-level declaration of the runtime support a generated file may carry (`RuntimeSupport`).
///
/// The cases are in the order the declarations are emitted, which is their raw value's order.
enum RuntimeComponent: Int, CaseIterable, Comparable, Sendable {
    case containerReleased
    case assigned
    case slotLocks
    case builder
    case waits
    case provider
    case constantSlot
    case closureProvider
    case onceSlot
    case memoizedSlot
    case weakSlot
    case transientSlot
    case buildSlot
    case setterSlot
    case mocked

    /// The Swift identifier it declares.
    var name: String {
        switch self {
        case .containerReleased: "weaverContainerReleased"
        case .assigned: "weaverAssigned"
        case .slotLocks: "WeaverSlotLocks"
        case .builder: "WeaverBuilder"
        case .waits: "WeaverWaits"
        case .provider: "WeaverProvider"
        case .constantSlot: "WeaverConstantSlot"
        case .closureProvider: "WeaverClosureProvider"
        case .onceSlot: "WeaverOnceSlot"
        case .memoizedSlot: "WeaverMemoizedSlot"
        case .weakSlot: "WeaverWeakSlot"
        case .transientSlot: "WeaverTransientSlot"
        case .buildSlot: "WeaverBuildSlot"
        case .setterSlot: "WeaverSetterSlot"
        case .mocked: "weaverMocked"
        }
    }

    /// The component declaring `name`, if one does.
    init?(name: String) {
        guard let component = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = component
    }

    /// The other components its text names, which must be emitted with it. Main-actor slots take
    /// no lock, so they need neither the locks nor what tells threads apart.
    func requires(_ isolation: Isolation) -> [RuntimeComponent] {
        switch self {
        case .containerReleased, .assigned, .slotLocks, .waits, .provider, .mocked: []
        // Named by its doc comment only; the slot that uses the builder needs the waits anyway.
        case .builder: [.waits]
        case .constantSlot, .closureProvider: [.provider]
        case .onceSlot: isolation.mainActor ? [.provider] : [.slotLocks, .builder, .waits, .provider]
        case .memoizedSlot, .weakSlot: [.assigned, .onceSlot]
        case .transientSlot: [.assigned, .provider]
        case .buildSlot: [.assigned]
        case .setterSlot: isolation.mainActor ? [.provider] : [.slotLocks, .provider]
        }
    }

    /// Its declaration with its doc comment, isolated as `isolation` says.
    func text(_ isolation: Isolation) -> String {
        switch self {
        case .containerReleased: Self.containerReleasedText(isolation)
        case .assigned: Self.assignedText(isolation)
        case .slotLocks: Self.slotLocksText(isolation)
        case .builder: Self.builderText(isolation)
        case .waits: Self.waitsText(isolation)
        case .provider: Self.providerText(isolation)
        case .constantSlot: Self.constantSlotText(isolation)
        case .closureProvider: Self.closureProviderText(isolation)
        case .onceSlot: Self.onceSlotText(isolation)
        case .memoizedSlot: Self.memoizedSlotText(isolation)
        case .weakSlot: Self.weakSlotText(isolation)
        case .transientSlot: Self.transientSlotText(isolation)
        case .buildSlot: Self.buildSlotText(isolation)
        case .setterSlot: Self.setterSlotText(isolation)
        case .mocked: Self.mockedText(isolation)
        }
    }

    static func < (lhs: RuntimeComponent, rhs: RuntimeComponent) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
