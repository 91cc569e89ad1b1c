// TEMPORARY until branch `support` lands.
enum RuntimeComponent: Int, CaseIterable, Comparable, Sendable {
    case containerReleased, assigned, slotLocks, builder, waits, provider, constantSlot, closureProvider, onceSlot, memoizedSlot,
         weakSlot, transientSlot, buildSlot, setterSlot
    var name: String {
        ["weaverContainerReleased", "weaverAssigned", "WeaverSlotLocks", "WeaverBuilder", "WeaverWaits", "WeaverProvider",
         "WeaverConstantSlot", "WeaverClosureProvider", "WeaverOnceSlot", "WeaverMemoizedSlot", "WeaverWeakSlot",
         "WeaverTransientSlot", "WeaverBuildSlot", "WeaverSetterSlot"][rawValue]
    }
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
