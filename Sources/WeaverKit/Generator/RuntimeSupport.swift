#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The classes every generated file carries.
///
/// A container hands its children *providers*: objects a child reads a dependency through. A
/// registration's slot is itself the provider, so passing a dependency down a graph allocates
/// nothing, and a child keeps alive only the slots it reads (SPEC §5 Memory).
///
/// Memoized slots are built exactly once even when read from several threads, and a re-entrant
/// read while a slot is being built — a cycle through a builder — stops with a message instead of
/// deadlocking (SPEC §5 Scopes). They do it without a lock of their own: a slot's state is guarded
/// by one of a fixed set of pthread mutexes (SPEC §1: Foundation or pthread locks, not
/// `Synchronization`), picked by the slot's address, and held only to read or change that state,
/// never while building. A reader that finds the slot being built by another thread waits on the
/// stripe's condition; finding it being built by its own thread is the re-entrant read. Because no
/// stripe is held across a build, slots sharing a stripe cannot block each other, and a graph
/// allocates no lock per slot (allocation was most of the cost of building a graph).
///
/// The same cycle split across threads — one thread builds A and reads B while another builds B
/// and reads A — would have each wait for the other forever, so a reader about to wait first
/// records whom it waits for and follows that chain; coming back to itself is the cycle, and it
/// stops as the re-entrant read does. Only readers that wait pay for this, never a plain read.
///
/// Only what a file uses is emitted (`source(usedBy:)`): a graph of constants gets none of it, a
/// graph without builders' resolvers no `weaverContainerReleased`, and so on.
enum RuntimeSupport {
    /// One top-level declaration of `source`, with its doc comment.
    struct Component {
        let name: String
        let text: String
    }

    /// The declarations of `source` in order, split where a doc comment starts at column 0 after a
    /// blank line (members are indented, so only top-level declarations start there).
    static let components: [Component] = {
        var components: [Component] = []
        var current: [Substring] = []
        func close() {
            // Without the blank lines around it. Lines, not characters: splitting and trimming
            // `source` by `Character` was measured at 3–4 ms of every generation.
            let lines = Array(current.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed())
            guard !lines.isEmpty else { current = []; return }
            let text = lines.joined(separator: "\n")
            let declaration = current.first { $0.hasPrefix("private ") } ?? ""
            let words = declaration.split(whereSeparator: { " <(:".contains($0) })
            let name = words.firstIndex { ["class", "struct", "func", "enum"].contains($0) }.map { String(words[$0 + 1]) } ?? ""
            components.append(Component(name: name, text: text))
            current = []
        }
        var previousIsBlank = true
        for bytes in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let line = Substring(bytes)
            if previousIsBlank, line.hasPrefix("///") { close() }
            current.append(line)
            previousIsBlank = line.isEmpty
        }
        close()
        return components
    }()

    /// Under `--mainactor` every read happens on the main thread, one at a time: slots need no
    /// lock, and a flag tells a re-entrant read (a cycle through a builder) from a first one.
    /// These replace the locking declarations of the same name, which then name neither the
    /// locks nor the waits registry, so those are left out too.
    static let mainActorComponents: [Component] = [
        Component(name: "WeaverOnceSlot", text: """
            /// What memoized and weak slots share: a value built once, on first read.
            private class WeaverOnceSlot<Value>: WeaverProvider<Value> {
                let name: String
                private var isBuilding = false

                init(_ name: String, read: @escaping (WeaverProvider<Value>) -> Value) {
                    self.name = name
                    super.init(read: read)
                }

                /// What `current` finds, or else what `build` makes and `store` keeps; a read while
                /// building stops.
                final func once<Object>(_ current: () -> Object?, building build: () -> Object, store: (Object) -> Void) -> Object {
                    if let found = current() { return found }
                    if isBuilding {
                        fatalError("weaver: '\\(name)' was read while it was being built; "
                            + "a builder or initializer reads its own result")
                    }
                    isBuilding = true
                    let built = build()
                    store(built)
                    isBuilding = false
                    return built
                }
            }
            """),
        Component(name: "WeaverSetterSlot", text: """
            /// Holds a dependency set from outside (`setter = true`); reading it before it is set stops.
            private final class WeaverSetterSlot<Value>: WeaverProvider<Value> {
                private let name: String
                private var value: Value?

                init(_ name: String) {
                    self.name = name
                    super.init(read: { unsafeDowncast($0, to: WeaverSetterSlot<Value>.self).current() })
                }

                private func current() -> Value {
                    guard let value else {
                        fatalError("weaver: '\\(name)' was read before it was set; "
                            + "call 'set\\(name.prefix(1).uppercased() + name.dropFirst())(_:)' first")
                    }
                    return value
                }

                func set(_ newValue: Value) {
                    value = newValue
                }
            }
            """),
    ]

    /// The names of the components `text` names itself (the same names with `--mainactor`).
    /// Asked of each container on the core that wrote it: searching the whole joined file for
    /// every name, most of them starting with the `W` of every `Weaver…` in it, took 4 ms of a
    /// generation at 2,000 types, on one core.
    ///
    /// One pass: every component's name is an identifier starting `Weaver` or `weaver`, so each
    /// identifier starting so is looked up among them (searching the text once per name stopped at
    /// every `Weaver…` of it fourteen times: a twentieth of generation).
    static func names(usedIn text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes in
            // Flags by component, made a set once at the end: a container names its slot classes
            // on many lines, and hashing the name at each of them was a tenth of this pass.
            var found = [Bool](repeating: false, count: componentNames.count)
            guard let base = bytes.baseAddress else { return [] }
            for lead in [UInt8(ascii: "W"), UInt8(ascii: "w")] {
                var offset = 0
                while offset < bytes.count, let hit = memchr(base + offset, Int32(lead), bytes.count - offset) {
                    let start = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    var end = start + 1
                    while end < bytes.count, ASCII.isIdentifierContinue(bytes[end]) { end += 1 }
                    if start == 0 || !ASCII.isIdentifierContinue(bytes[start - 1]),
                       let index = componentNames.firstIndex(where: { $0.bytes.elementsEqual(bytes[start..<end]) }) {
                        found[index] = true
                    }
                    offset = end
                }
            }
            return Set(componentNames.indices.filter { found[$0] }.map { componentNames[$0].name })
        }
    }

    /// Every component's name with its bytes, for `names(usedIn:)`.
    private static let componentNames = components.map { (name: $0.name, bytes: Array($0.name.utf8)) }

    /// The components `names` lists (found by `names(usedIn:)` in each piece of the file), and
    /// those they name in turn, in `source`'s order; empty when the file needs none. `mainActor`
    /// takes the lock-free declarations.
    static func source(using names: Set<String>, mainActor: Bool = false) -> String {
        let replacements = mainActor ? Dictionary(uniqueKeysWithValues: mainActorComponents.map { ($0.name, $0) }) : [:]
        let components = components.map { replacements[$0.name] ?? $0 }
        var used = names
        // Each component may name others (a memoized slot needs the locks): close over them.
        var count = 0
        while used.count != count {
            count = used.count
            for component in components where used.contains(component.name) {
                used.formUnion(self.names(usedIn: component.text))
            }
        }
        return components.filter { used.contains($0.name) }.map(\.text).joined(separator: "\n\n")
    }

    static let source = """
    /// Stops a builder's resolver that outlived its container (it holds the container's slots weakly).
    private func weaverContainerReleased(_ name: String) -> Never {
        fatalError("weaver: '\\(name)' was used through a builder's resolver after its container was released")
    }

    /// A slot's builder: assigned by its container's initializer, right after the slots it captures
    /// exist, so it is there before any read (a slot cannot take it as a constant: builders capture
    /// each other's slots).
    private func weaverAssigned<Builder>(_ builder: Builder?, _ name: String) -> Builder {
        guard let builder else { fatalError("weaver: '\\(name)' was read before its container finished building it") }
        return builder
    }

    /// The mutexes and conditions that guard the state of memoized, weak and setter slots.
    private final class WeaverSlotLocks: @unchecked Sendable {
        static let shared = WeaverSlotLocks()
        private static let count = 64
        private let mutexes: UnsafeMutablePointer<pthread_mutex_t>
        private let conditions: UnsafeMutablePointer<pthread_cond_t>

        private init() {
            mutexes = .allocate(capacity: Self.count)
            conditions = .allocate(capacity: Self.count)
            for index in 0..<Self.count {
                pthread_mutex_init(mutexes + index, nil)
                pthread_cond_init(conditions + index, nil)
            }
        }

        /// The stripe guarding `slot`: its mutex is locked on return.
        func lock(_ slot: AnyObject) -> Int {
            let index = (Int(bitPattern: UInt(bitPattern: ObjectIdentifier(slot))) >> 5) & (Self.count - 1)
            pthread_mutex_lock(mutexes + index)
            return index
        }

        func unlock(_ stripe: Int) {
            pthread_mutex_unlock(mutexes + stripe)
        }

        /// Unlocks the stripe until another slot on it changes state, then locks it again.
        func wait(_ stripe: Int) {
            pthread_cond_wait(conditions + stripe, mutexes + stripe)
        }

        func broadcast(_ stripe: Int) {
            pthread_cond_broadcast(conditions + stripe)
        }
    }

    /// Which thread is building a slot, so a slot knows a re-entrant read from a concurrent one.
    private struct WeaverBuilder {
        let thread: pthread_t
        /// Whether a reader on another thread has waited for this build, and so may be recorded in
        /// `WeaverWaits` until it ends; a build nobody waited for never touches that registry.
        var isWaitedFor = false

        init() { thread = pthread_self() }

        var isCurrentThread: Bool { pthread_equal(thread, pthread_self()) != 0 }
    }

    /// Which thread waits for which, so that builders on several threads reading each other's slots
    /// stop with a message instead of waiting for each other forever.
    ///
    /// A wait is recorded under the stripe of the slot waited for, and removed under it by the
    /// slot's builder when the build ends, so every recorded wait is a real one: a chain of them
    /// that comes back to its first thread is a deadlock, never one that is about to resolve. Its
    /// mutex is only ever taken with a stripe held, never the other way round.
    private final class WeaverWaits: @unchecked Sendable {
        static let shared = WeaverWaits()

        private struct Wait {
            let waiter: pthread_t
            let builder: pthread_t
            let slot: ObjectIdentifier
            let name: String
        }

        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        private var waits: [Wait] = []

        private init() {
            mutex = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        /// Records that this thread waits for `slot`, which `builder` builds. Returns the names of
        /// the slots along the cycle this wait closes, starting with `name`, or nil if it closes none.
        func wait(for slot: AnyObject, named name: String, builtBy builder: pthread_t) -> [String]? {
            let waiter = pthread_self()
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            // A thread waiting again for the same build (woken for another slot on its stripe, or
            // spuriously) is still recorded; a thread waits for one slot at a time.
            waits.removeAll { pthread_equal($0.waiter, waiter) != 0 }
            waits.append(Wait(waiter: waiter, builder: builder, slot: ObjectIdentifier(slot), name: name))
            var names = [name]
            var thread = builder
            // Each thread waits at most once, so a chain not back here within as many steps as there
            // are waits has ended.
            for _ in 0...waits.count {
                if pthread_equal(thread, waiter) != 0 { return names }
                guard let next = waits.first(where: { pthread_equal($0.waiter, thread) != 0 }) else { return nil }
                names.append(next.name)
                thread = next.builder
            }
            return nil
        }

        /// Forgets the waits for `slot`, whose build has ended.
        func ended(_ slot: AnyObject) {
            let slot = ObjectIdentifier(slot)
            pthread_mutex_lock(mutex)
            waits.removeAll { $0.slot == slot }
            pthread_mutex_unlock(mutex)
        }
    }

    /// What a container reads a dependency through: a slot of the container that registers it, or
    /// a value given from outside (a parameter, a public initializer's argument).
    private class WeaverProvider<Value>: @unchecked Sendable {
        /// The subclass's read, given where the subclass is created for a concrete `Value`, so that
        /// it runs code specialized for it (a method overridden in a generic subclass and called
        /// through this class would run the unspecialized generic one).
        private let read: (WeaverProvider<Value>) -> Value

        init(read: @escaping (WeaverProvider<Value>) -> Value) { self.read = read }

        final func get() -> Value { read(self) }
    }

    /// Holds a value that never changes: a `.container` registration built by its container's
    /// initializer that children read, a parameter, or an argument of a public initializer.
    private final class WeaverConstantSlot<Value>: WeaverProvider<Value>, @unchecked Sendable {
        private let value: Value

        init(_ value: Value) {
            self.value = value
            super.init(read: { unsafeDowncast($0, to: WeaverConstantSlot<Value>.self).value })
        }
    }

    /// A value read through a closure: a weakly held parameter, or a dependency whose type contains
    /// the one wanted (a composition) and must be converted.
    private final class WeaverClosureProvider<Value>: WeaverProvider<Value>, @unchecked Sendable {
        private let closure: () -> Value

        init(_ closure: @escaping () -> Value) {
            self.closure = closure
            super.init(read: { unsafeDowncast($0, to: WeaverClosureProvider<Value>.self).closure() })
        }
    }

    /// What memoized and weak slots share: a value built once however many threads read it first.
    private class WeaverOnceSlot<Value>: WeaverProvider<Value>, @unchecked Sendable {
        let name: String
        private var builder: WeaverBuilder?

        init(_ name: String, read: @escaping (WeaverProvider<Value>) -> Value) {
            self.name = name
            super.init(read: read)
        }

        /// What `current` finds, or else what `build` makes, once: a reader arriving while another
        /// thread builds waits for it; a read from the building thread itself, or one whose wait
        /// would close a cycle of threads waiting for each other, stops.
        final func once<Object>(_ current: () -> Object?, building build: () -> Object, store: (Object) -> Void) -> Object {
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
                    fatalError("weaver: '\\(name)' was read while it was being built; "
                        + "a builder or initializer reads its own result")
                }
                self.builder?.isWaitedFor = true
                if let cycle = WeaverWaits.shared.wait(for: self, named: name, builtBy: builder.thread) {
                    locks.unlock(stripe)
                    let reads = (cycle + [name]).map { "'\\($0)'" }
                    fatalError("weaver: '\\(name)' was read while it was being built; "
                        + "builders on several threads read each other's results "
                        + "(\\(reads[0]) reads \\(reads.dropFirst().joined(separator: ", which reads ")))")
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
        }
    }

    /// Holds a `.container` or `.lazy` dependency: built once, on first read, then shared.
    private final class WeaverMemoizedSlot<Value>: WeaverOnceSlot<Value>, @unchecked Sendable {
        private var value: Value?
        var make: (() -> Value)?

        init(_ name: String) {
            super.init(name, read: { slot in
                let slot = unsafeDowncast(slot, to: WeaverMemoizedSlot<Value>.self)
                return slot.get(building: { weaverAssigned(slot.make, slot.name)() })
            })
        }

        func get(building build: () -> Value) -> Value {
            var finished: (() -> Value)?
            let built = once({ value }, building: build, store: { built in
                value = built
                finished = make
                make = nil
            })
            // The builder and what it captured are released here, outside the lock: their deinit
            // may read other slots.
            _ = finished
            return built
        }
    }

    /// Holds a `.weak` dependency: built on first read, held weakly, rebuilt after release.
    private final class WeaverWeakSlot<Object: AnyObject, Value>: WeaverOnceSlot<Value>, @unchecked Sendable {
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

    /// Holds a `.transient` dependency: built anew on every read.
    private final class WeaverTransientSlot<Value>: WeaverProvider<Value>, @unchecked Sendable {
        var make: (() -> Value)?

        init(_ name: String) {
            super.init(read: { slot in
                weaverAssigned(unsafeDowncast(slot, to: WeaverTransientSlot<Value>.self).make, name)()
            })
        }
    }

    /// Holds the function that builds a type taking parameters.
    private final class WeaverBuildSlot<Function>: @unchecked Sendable {
        private let name: String
        var make: Function?

        init(_ name: String) {
            self.name = name
        }

        /// The function, which the container's initializer assigns before anything can call it.
        var build: Function { weaverAssigned(make, name) }
    }

    /// Holds a dependency set from outside (`setter = true`); reading it before it is set stops.
    private final class WeaverSetterSlot<Value>: WeaverProvider<Value>, @unchecked Sendable {
        private let name: String
        private var value: Value?

        init(_ name: String) {
            self.name = name
            super.init(read: { unsafeDowncast($0, to: WeaverSetterSlot<Value>.self).current() })
        }

        private func current() -> Value {
            let locks = WeaverSlotLocks.shared
            let stripe = locks.lock(self)
            let current = value
            locks.unlock(stripe)
            guard let current else {
                fatalError("weaver: '\\(name)' was read before it was set; "
                    + "call 'set\\(name.prefix(1).uppercased() + name.dropFirst())(_:)' first")
            }
            return current
        }

        func set(_ newValue: Value) {
            let locks = WeaverSlotLocks.shared
            let stripe = locks.lock(self)
            let previous = value
            value = newValue
            locks.unlock(stripe)
            _ = previous
        }
    }
    """
}
