/// The slot classes every generated file carries. They use `NSRecursiveLock` (SPEC §1: Foundation
/// locks, not `Synchronization`): a slot is built once even when read from several threads, and a
/// re-entrant read while it is being built — a cycle through a builder — stops with a message
/// instead of deadlocking.
enum RuntimeSupport {
    static let source = """
    /// Stops a builder's resolver that outlived its container (it holds the container's slots weakly).
    private func weaverContainerReleased(_ name: String) -> Never {
        fatalError("weaver: '\\(name)' was used through a builder's resolver after its container was released")
    }

    /// Holds a `.container` or `.lazy` dependency: built once, on first read, then shared.
    private final class WeaverMemoizedSlot<Value>: @unchecked Sendable {
        private let lock = NSRecursiveLock()
        private let name: String
        private var value: Value?
        private var isBuilding = false
        var make: (() -> Value)?

        init(_ name: String) { self.name = name }

        func get() -> Value {
            get(building: { self.make!() })
        }

        func get(building build: () -> Value) -> Value {
            lock.lock()
            defer { lock.unlock() }
            if let value { return value }
            if isBuilding { fatalError("weaver: '\\(name)' was read while it was being built; a builder or initializer reads its own result") }
            isBuilding = true
            let built = build()
            isBuilding = false
            value = built
            make = nil
            return built
        }
    }

    /// Holds a `.weak` dependency: built on first read, held weakly, rebuilt after release.
    private final class WeaverWeakSlot<Value: AnyObject>: @unchecked Sendable {
        private let lock = NSRecursiveLock()
        private let name: String
        private weak var value: Value?
        private var isBuilding = false
        var make: (() -> Value)?

        init(_ name: String) { self.name = name }

        func get() -> Value {
            get(building: { self.make!() })
        }

        func get(building build: () -> Value) -> Value {
            lock.lock()
            defer { lock.unlock() }
            if let value { return value }
            if isBuilding { fatalError("weaver: '\\(name)' was read while it was being built; a builder or initializer reads its own result") }
            isBuilding = true
            let built = build()
            isBuilding = false
            value = built
            return built
        }
    }

    /// Holds a `.transient` dependency: built anew on every read.
    private final class WeaverTransientSlot<Value>: @unchecked Sendable {
        var make: (() -> Value)?

        init(_ name: String) {}

        func get() -> Value { make!() }
    }

    /// Holds the function that builds a type taking parameters.
    private final class WeaverBuildSlot<Function>: @unchecked Sendable {
        var make: Function?

        init(_ name: String) {}
    }

    /// Holds a dependency set from outside (`setter = true`); reading it before it is set stops.
    private final class WeaverSetterSlot<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private let name: String
        private var value: Value?

        init(_ name: String) { self.name = name }

        func get() -> Value {
            lock.lock()
            defer { lock.unlock() }
            guard let value else { fatalError("weaver: '\\(name)' was read before it was set; call 'set\\(name.prefix(1).uppercased() + name.dropFirst())(_:)' first") }
            return value
        }

        func set(_ newValue: Value) {
            lock.lock()
            defer { lock.unlock() }
            value = newValue
        }
    }
    """
}
