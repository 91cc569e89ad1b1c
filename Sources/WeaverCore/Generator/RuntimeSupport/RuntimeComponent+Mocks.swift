/// What mocks need at run time (docs/mocks.md): the one call through which a container in a mock's
/// graph builds each registration. Internal, whatever the file's access. The overrides
/// themselves are generated per type (`MockOverridesEmitter`): typed members, so that the
/// compiler's message about a wrong override names the user's types.
extension RuntimeComponent {
    static func mockedText(_ isolation: Isolation) -> String {
        """
        /// A registration's value in a mock's graph: its override's, given the resolver the real one
        /// gets, unless there is none or it returns nil; else the real one (always, in the app's
        /// graph, which has no overrides).
        \(isolation.attribute)\(isolation.access)func weaverMocked<R, V>(_ override: ((R) -> V?)?, _ resolver: R, _ build: (R) -> V) -> V {
            if let override, let value = override(resolver) { return value }
            return build(resolver)
        }

        /// The same for a registration built without a resolver of its own.
        \(isolation.attribute)\(isolation.access)func weaverMocked<V>(_ override: (() -> V?)?, _ build: () -> V) -> V {
            if let override, let value = override() { return value }
            return build()
        }
        """
    }
}
