/// What mocks need at run time (SPEC §8b): the overrides' shape, and the one call through which a
/// container in a mock's graph builds each registration. Both are internal, whatever the file's
/// access: previews and tests write the overrides.
extension RuntimeComponent {
    static func mockOverridesText(_ isolation: Isolation) -> String {
        """
        /// The overrides of one type's registrations in a mock's graph (SPEC §8b): created empty,
        /// each one set by the preview or test that builds the mock.
        \(isolation.attribute)protocol WeaverMockOverrides: AnyObject {
            init()
        }
        """
    }

    static func mockNodeText(_ isolation: Isolation) -> String {
        """
        /// The override of a registration whose type registers things of its own: `build` replaces it
        /// and everything it builds, given the resolver the real one gets; its own registrations are
        /// reached through it by name (`overrides.home.movieManager = { _ in SpyMovieManager() }`).
        \(isolation.attribute)@dynamicMemberLookup final class WeaverMockNode<Resolver, Value, Subtree: WeaverMockOverrides> {
            var build: ((Resolver) -> Value)?
            private(set) lazy var subtree = Subtree()

            init() {}

            subscript<Member>(dynamicMember member: ReferenceWritableKeyPath<Subtree, Member>) -> Member {
                get { subtree[keyPath: member] }
                set { subtree[keyPath: member] = newValue }
            }

            /// A node of the subtree (a `let`), to reach further in.
            subscript<Member: AnyObject>(dynamicMember member: KeyPath<Subtree, Member>) -> Member {
                subtree[keyPath: member]
            }
        }
        """
    }

    static func mockedText(_ isolation: Isolation) -> String {
        """
        /// A registration's value in a mock's graph: its override's, given the resolver the real one
        /// gets, or the real one (always, in the app's graph, which has no overrides).
        \(isolation.attribute)\(isolation.access)func weaverMocked<R, V>(_ override: ((R) -> V)?, _ resolver: R, _ build: (R) -> V) -> V {
            if let override { return override(resolver) }
            return build(resolver)
        }

        /// The same for a registration built without a resolver of its own.
        \(isolation.attribute)\(isolation.access)func weaverMocked<V>(_ override: (() -> V)?, _ build: () -> V) -> V {
            if let override { return override() }
            return build()
        }
        """
    }
}
