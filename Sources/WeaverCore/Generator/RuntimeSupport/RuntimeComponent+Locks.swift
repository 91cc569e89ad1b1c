/// What locked slots share: the lock stripes, which thread builds a slot, and which thread waits for
/// which (docs/semantics.md, Scopes). Main-actor slots use none of it.
extension RuntimeComponent {
    static func slotLocksText(_ isolation: Isolation) -> String {
        #"""
        /// The mutexes and conditions that guard the state of memoized, weak and setter slots.
        \#(isolation.attribute)\#(isolation.access)final class WeaverSlotLocks\#(isolation.inheritanceClause()) {
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
        """#
    }

    /// The same in both isolations: only locked slots use it.
    static func builderText(_ isolation: Isolation) -> String {
        #"""
        /// Which thread is building a slot, so a slot knows a re-entrant read from a concurrent one.
        \#(isolation.access)struct WeaverBuilder {
            let thread: pthread_t
            /// Whether a reader on another thread has waited for this build, and so may be recorded in
            /// `WeaverWaits` until it ends; a build nobody waited for never touches that registry.
            var isWaitedFor = false

            init() { thread = pthread_self() }

            var isCurrentThread: Bool { pthread_equal(thread, pthread_self()) != 0 }
        }
        """#
    }

    static func waitsText(_ isolation: Isolation) -> String {
        #"""
        /// Which thread waits for which, so that builders on several threads reading each other's slots
        /// stop with a message instead of waiting for each other forever.
        ///
        /// A wait is recorded under the stripe of the slot waited for, and removed under it by the
        /// slot's builder when the build ends, so every recorded wait is a real one: a chain of them
        /// that comes back to its first thread is a deadlock, never one that is about to resolve. Its
        /// mutex is only ever taken with a stripe held, never the other way round.
        \#(isolation.attribute)\#(isolation.access)final class WeaverWaits\#(isolation.inheritanceClause()) {
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
        """#
    }
}
