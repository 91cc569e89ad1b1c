/// The providers a container reads dependencies through, the slots that need no lock, and the
/// functions that stop a read made before a builder is assigned or after its container is gone.
extension RuntimeComponent {
    static func containerReleasedText(_ isolation: Isolation) -> String {
        #"""
        /// Stops a builder's resolver that outlived its container (it holds the container's slots weakly).
        \#(isolation.access)func weaverContainerReleased(_ name: String) -> Never {
            fatalError("weaver: '\(name)' was used through a builder's resolver after its container was released")
        }
        """#
    }

    static func assignedText(_ isolation: Isolation) -> String {
        #"""
        /// A slot's builder: assigned by its container's initializer, right after the slots it captures
        /// exist, so it is there before any read (a slot cannot take it as a constant: builders capture
        /// each other's slots).
        \#(isolation.access)func weaverAssigned<Builder>(_ builder: Builder?, _ name: String) -> Builder {
            guard let builder else { fatalError("weaver: '\(name)' was read before its container finished building it") }
            return builder
        }
        """#
    }

    static func providerText(_ isolation: Isolation) -> String {
        #"""
        /// What a container reads a dependency through: a slot of the container that registers it, or
        /// a value given from outside (a parameter, a public initializer's argument).
        \#(isolation.attribute)\#(isolation.access)class WeaverProvider<Value>\#(isolation.inheritanceClause()) {
            /// The subclass's read, given where the subclass is created for a concrete `Value`, so that
            /// it runs code specialized for it (a method overridden in a generic subclass and called
            /// through this class would run the unspecialized generic one).
            private let read: (WeaverProvider<Value>) -> Value

            init(read: @escaping (WeaverProvider<Value>) -> Value) { self.read = read }

            final func get() -> Value { read(self) }
        }
        """#
    }

    static func constantSlotText(_ isolation: Isolation) -> String {
        let inheritance = isolation.inheritanceClause(["WeaverProvider<Value>"])
        return #"""
        /// Holds a value that never changes: a `.container` registration built by its container's
        /// initializer that children read, a parameter, or an argument of a public initializer.
        \#(isolation.attribute)\#(isolation.access)final class WeaverConstantSlot<Value>\#(inheritance) {
            private let value: Value

            init(_ value: Value) {
                self.value = value
                super.init(read: { unsafeDowncast($0, to: WeaverConstantSlot<Value>.self).value })
            }
        }
        """#
    }

    static func closureProviderText(_ isolation: Isolation) -> String {
        let inheritance = isolation.inheritanceClause(["WeaverProvider<Value>"])
        return #"""
        /// A value read through a closure: a weakly held parameter, or a dependency whose type contains
        /// the one wanted (a composition) and must be converted.
        \#(isolation.attribute)\#(isolation.access)final class WeaverClosureProvider<Value>\#(inheritance) {
            private let closure: () -> Value

            init(_ closure: @escaping () -> Value) {
                self.closure = closure
                super.init(read: { unsafeDowncast($0, to: WeaverClosureProvider<Value>.self).closure() })
            }
        }
        """#
    }

    static func transientSlotText(_ isolation: Isolation) -> String {
        let inheritance = isolation.inheritanceClause(["WeaverProvider<Value>"])
        return #"""
        /// Holds a `.transient` dependency: built anew on every read.
        \#(isolation.attribute)\#(isolation.access)final class WeaverTransientSlot<Value>\#(inheritance) {
            var make: (() -> Value)?

            init(_ name: String) {
                super.init(read: { slot in
                    weaverAssigned(unsafeDowncast(slot, to: WeaverTransientSlot<Value>.self).make, name)()
                })
            }
        }
        """#
    }

    static func buildSlotText(_ isolation: Isolation) -> String {
        #"""
        /// Holds the function that builds a type taking parameters.
        \#(isolation.attribute)\#(isolation.access)final class WeaverBuildSlot<Function>\#(isolation.inheritanceClause()) {
            private let name: String
            var make: Function?

            init(_ name: String) {
                self.name = name
            }

            /// The function, which the container's initializer assigns before anything can call it.
            var build: Function { weaverAssigned(make, name) }
        }
        """#
    }
}
