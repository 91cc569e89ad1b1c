/// The slot of a dependency set from outside (`setter = true`).
extension RuntimeComponent {
    /// Locked, the value is read and replaced under the slot's stripe; on the main actor it is
    /// read and replaced directly. Either way a read before the first `set` stops.
    static func setterSlotText(_ isolation: Isolation) -> String {
        let mainActor = isolation.mainActor
        let inheritance = isolation.inheritanceClause(["WeaverProvider<Value>"])
        return #"""
        /// Holds a dependency set from outside (`setter = true`); reading it before it is set stops.
        \#(isolation.attribute)\#(isolation.access)final class WeaverSetterSlot<Value>\#(inheritance) {
            private let name: String
            private var value: Value?

            init(_ name: String) {
                self.name = name
                super.init(read: { unsafeDowncast($0, to: WeaverSetterSlot<Value>.self).current() })
            }

            private func current() -> Value {
        \#(mainActor ? mainActorRead : lockedRead)
            }

            func set(_ newValue: Value) {
        \#(mainActor ? "        value = newValue" : lockedWrite)
            }
        }
        """#
    }

    private static let lockedRead = #"""
            let locks = WeaverSlotLocks.shared
            let stripe = locks.lock(self)
            let current = value
            locks.unlock(stripe)
            guard let current else {
    \#(readBeforeSetStop)
            }
            return current
    """#

    private static let mainActorRead = #"""
            guard let value else {
    \#(readBeforeSetStop)
            }
            return value
    """#

    /// The previous value is released after the stripe is unlocked: its deinit may read other slots.
    private static let lockedWrite = #"""
            let locks = WeaverSlotLocks.shared
            let stripe = locks.lock(self)
            let previous = value
            value = newValue
            locks.unlock(stripe)
            _ = previous
    """#

    private static let readBeforeSetStop = #"""
                fatalError("weaver: '\(name)' was read before it was set; "
                    + "call 'set\(name.prefix(1).uppercased() + name.dropFirst())(_:)' first")
    """#
}
