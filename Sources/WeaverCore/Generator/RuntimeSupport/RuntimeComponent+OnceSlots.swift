/// The slots built once, on first read: the base class, and the memoized and weak slots built on it.
extension RuntimeComponent {
    /// Locked, a reader arriving during another thread's build waits for it. On the main actor
    /// reads come one at a time, so a flag tells a re-entrant read from a first one and nothing
    /// waits; the class's shape — its name, initializer and `once` — is the same.
    static func onceSlotText(_ isolation: Isolation) -> String {
        let mainActor = isolation.mainActor
        let inheritance = isolation.inheritanceClause(["WeaverProvider<Value>"])
        let builtOnce = mainActor ? "built once, on first read" : "built once however many threads read it first"
        let buildState = mainActor ? "private var isBuilding = false" : "private var builder: WeaverBuilder?"
        return #"""
        /// What memoized and weak slots share: a value \#(builtOnce).
        \#(isolation.attribute)\#(isolation.access)class WeaverOnceSlot<Value>\#(inheritance) {
            let name: String
            \#(buildState)

            init(_ name: String, read: @escaping (WeaverProvider<Value>) -> Value) {
                self.name = name
                super.init(read: read)
            }

        \#(mainActor ? mainActorOnceDoc : lockedOnceDoc)
            final func once<Object>(_ current: () -> Object?, building build: () -> Object, store: (Object) -> Void) -> Object {
        \#(mainActor ? mainActorOnceBody : lockedOnceBody)
            }
        }
        """#
    }

    private static let lockedOnceDoc = #"""
        /// What `current` finds, or else what `build` makes, once: a reader arriving while another
        /// thread builds waits for it; a read from the building thread itself, or one whose wait
        /// would close a cycle of threads waiting for each other, stops.
    """#

    private static let mainActorOnceDoc = #"""
        /// What `current` finds, or else what `build` makes and `store` keeps; a read while
        /// building stops.
    """#

    /// The stripe is held only to read or change the slot's state, never while building.
    private static let lockedOnceBody = #"""
            let locks = WeaverSlotLocks.shared
            let stripe = locks.lock(self)
            while true {
                if let found = current() {
                    locks.unlock(stripe)
                    return found
                }
                guard let builder else { break }
                if builder.isCurrentThread {
                    locks.unlock(stripe)
    \#(lockedReadWhileBuildingStop)
                }
                self.builder?.isWaitedFor = true
                if let cycle = WeaverWaits.shared.wait(for: self, named: name, builtBy: builder.thread) {
                    locks.unlock(stripe)
                    let reads = (cycle + [name]).map { "'\($0)'" }
                    fatalError("weaver: '\(name)' was read while it was being built; "
                        + "builders on several threads read each other's results "
                        + "(\(reads[0]) reads \(reads.dropFirst().joined(separator: ", which reads ")))")
                }
                locks.wait(stripe)
            }
            builder = WeaverBuilder()
            locks.unlock(stripe)
            let built = build()
            _ = locks.lock(self)
            store(built)
            // Under the stripe, so that no recorded wait outlives the build it waits for: a stale
            // one could close a chain that looks like a cycle but is about to resolve.
            if builder?.isWaitedFor == true { WeaverWaits.shared.ended(self) }
            builder = nil
            locks.broadcast(stripe)
            locks.unlock(stripe)
            return built
    """#

    private static let mainActorOnceBody = #"""
            if let found = current() { return found }
            if isBuilding {
    \#(mainActorReadWhileBuildingStop)
            }
            isBuilding = true
            let built = build()
            store(built)
            isBuilding = false
            return built
    """#

    /// A read that reaches the slot its own thread is building, worded the same in both isolations
    /// (`RuntimeSupportTests` holds them to it), each written where it goes.
    private static let lockedReadWhileBuildingStop = #"""
                    fatalError("weaver: '\(name)' was read while it was being built; "
                        + "a builder or initializer reads its own result")
    """#

    private static let mainActorReadWhileBuildingStop = #"""
                fatalError("weaver: '\(name)' was read while it was being built; "
                    + "a builder or initializer reads its own result")
    """#

    static func memoizedSlotText(_ isolation: Isolation) -> String {
        let inheritance = isolation.inheritanceClause(["WeaverOnceSlot<Value>"])
        // The deinit is not isolated: on the main actor it reaches the storage as its last owner.
        let storage = isolation.mainActor ? "nonisolated(unsafe) private var" : "private var"
        return #"""
        /// Holds a `.container` or `.lazy` dependency: built once, on first read, then shared.
        \#(isolation.attribute)\#(isolation.access)final class WeaverMemoizedSlot<Value>\#(inheritance) {
            // Not a `Value?`: its deinit would look up `Optional<Value>`'s metadata.
            \#(storage) value: UnsafeMutablePointer<Value>?
            var make: (() -> Value)?

            deinit { value?.deinitialize(count: 1).deallocate() }

            init(_ name: String) {
                super.init(name, read: { slot in
                    let slot = unsafeDowncast(slot, to: WeaverMemoizedSlot<Value>.self)
                    return slot.get(building: { weaverAssigned(slot.make, slot.name)() })
                })
            }

            func get(building build: () -> Value) -> Value {
                var finished: (() -> Value)?
                let built = once({ value?.pointee }, building: build, store: { built in
                    value = .allocate(capacity: 1)
                    value?.initialize(to: built)
                    finished = make
                    make = nil
                })
                // The builder and what it captured are released here, outside the lock: their deinit
                // may read other slots.
                _ = finished
                return built
            }
        }
        """#
    }

    static func weakSlotText(_ isolation: Isolation) -> String {
        let inheritance = isolation.inheritanceClause(["WeaverOnceSlot<Value>"])
        return #"""
        /// Holds a `.weak` dependency: built on first read, held weakly, rebuilt after release.
        \#(isolation.attribute)\#(isolation.access)final class WeaverWeakSlot<Object: AnyObject, Value>\#(inheritance) {
            private let expose: (Object) -> Value
            private weak var value: Object?
            var make: (() -> Object)?

            init(_ name: String, exposing expose: @escaping (Object) -> Value) {
                self.expose = expose
                super.init(name, read: { slot in
                    let slot = unsafeDowncast(slot, to: WeaverWeakSlot<Object, Value>.self)
                    return slot.get(building: { weaverAssigned(slot.make, slot.name)() })
                })
            }

            func get(building build: () -> Object) -> Value {
                expose(once({ value }, building: build, store: { value = $0 }))
            }
        }
        """#
    }
}
