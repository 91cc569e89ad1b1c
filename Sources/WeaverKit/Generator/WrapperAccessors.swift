/// The accessors handed to an object's `@Weaver…` properties while it is built (SPEC §7): one per
/// wrapper property, in declaration order, each typed exactly as the property's declared type so
/// that the wrapper's one checked cast succeeds.
enum WrapperAccessors {
    /// `[{ container.logger } as () -> Logging, container.movie(id:) as (Int) -> Movie]`, or "" when
    /// the type has no wrapper properties.
    static func list(of type: TypeID, container: String, in graph: DependencyGraph) -> String {
        let accessors = graph.types[type].dependencies.compactMap { id -> String? in
            let dependency = graph.dependencies[id].dependency
            guard let wrapper = dependency.wrapper else { return nil }
            if let signature = FactorySignature(of: id, in: graph) {
                return "\(container).\(signature.reference(dependency.name)) as \(wrapper.declaredType.swiftSource)"
            }
            return "{ \(container).\(dependency.name) } as () -> \(wrapper.declaredType.swiftSource)"
        }
        return accessors.isEmpty ? "" : "[" + accessors.joined(separator: ", ") + "] as [Any]"
    }

    static func hasWrappers(_ type: TypeID, in graph: DependencyGraph) -> Bool {
        graph.types[type].dependencies.contains { graph.dependencies[$0].dependency.wrapper != nil }
    }

    /// The largest `n` of `@WeaverPn` used, and whether `@Weaver` is used, to emit only those wrappers.
    static func usedArities(in graph: DependencyGraph) -> Set<Int> {
        Set(graph.dependencies.compactMap { $0.dependency.wrapper?.arity })
    }
}
