/// The accessors handed to an object's `@Weaver…` properties while it is built (docs/semantics.md): one per
/// wrapper property, in declaration order, each typed exactly as the property's declared type so
/// that the wrapper's one checked cast succeeds.
enum WrapperAccessors {
    /// `[{ container.logger } as () -> Logging, container.movie(id:) as (Int) -> Movie] as [Any]`, or
    /// nil when the type has no wrapper properties.
    ///
    /// A wrapper property that `platforms:` or `projects:` filtered out of this build still exists
    /// in the source and still takes its turn when the object is built: it gets an accessor that
    /// stops with a message if it is ever read.
    /// The body of a function returning `type` built from `container`: `T(injecting: container)`,
    /// or, when it has wrapper properties, built inside a construction frame that hands them
    /// their accessors (a module entry point, a mock).
    static func returningBuilt(_ type: TypeID, from container: Expr, in graph: DependencyGraph) -> [Statement] {
        let path = graph.types[type].path
        guard let accessors = list(of: type, container: "container", in: graph) else {
            return [.expression(.call(path, [Argument("injecting", container)]))]
        }
        let built = Expr.call(path, [Argument("injecting", .word("container"))])
        return [.constant("container", nil, container),
                .return(.call(.member(.word("WeaverConstruction"), "building"), [Argument(nil, accessors)], trailing: Closure(built)))]
    }

    static func list(of type: TypeID, container: String, in graph: DependencyGraph) -> Expr? {
        let declared = declaredWrappers(of: type, in: graph)
        // Most types have no wrapper properties: nothing to look up.
        guard !declared.isEmpty else { return nil }
        // The first linked dependency of each name; a type has few, so searching beats a table.
        let dependencies = graph.types[type].dependencies
        func linked(_ name: String) -> DependencyID? { dependencies.first { graph.dependencies[$0].dependency.name == name } }
        let accessors = declared.compactMap { declared -> Expr? in
            guard let wrapper = declared.wrapper else { return nil }
            guard let id = linked(declared.name), graph.dependencies[id].dependency.wrapper != nil else {
                let message = "weaver: '\(declared.name)' is not part of this build: its platforms or projects exclude it"
                let stop = Closure(parameters: Array(repeating: "_", count: wrapper.arity), [.expression(.call("fatalError", [Argument(nil, .string(message))]))])
                let closureType = wrapper.arity == 0 ? "() -> \(wrapper.declaredType.genericArgumentSource)" : wrapper.declaredType.swiftSource
                return .cast(.closure(stop), TypeName(closureType))
            }
            let dependency = graph.dependencies[id].dependency
            if let signature = FactorySignature(of: id, in: graph) {
                return .cast(.member(.word(container), signature.reference(dependency.name)), TypeName(wrapper.declaredType.swiftSource))
            }
            let read = Expr.member(.word(container), named: Identifier(dependency.name))
            return .cast(.closure(Closure(read)), TypeName("() -> \(wrapper.declaredType.genericArgumentSource)"))
        }
        return accessors.isEmpty ? nil : .cast(.array(accessors), TypeName("[Any]"))
    }

    /// The largest `n` of `@WeaverPn` used, and whether `@Weaver` is used, to emit only those
    /// wrappers; filtered-out wrapper properties count, since their source still uses the type.
    static func usedArities(in graph: DependencyGraph) -> Set<Int> {
        // By index, reading the one field, rather than copying every dependency and declaration.
        var arities = Set<Int>()
        for id in graph.dependencies.indices {
            if let arity = graph.dependencies[id].dependency.wrapper?.arity { arities.insert(arity) }
        }
        for type in graph.types.indices {
            guard case let .some(syntax) = graph.types[type].syntax else { continue }
            for dependency in syntax.dependencies {
                if let arity = dependency.wrapper?.arity { arities.insert(arity) }
            }
        }
        return arities
    }

    /// The type's `@Weaver…` properties as its source declares them, in order, filtered or not.
    private static func declaredWrappers(of type: TypeID, in graph: DependencyGraph) -> [Dependency] {
        guard let syntax = graph.types[type].syntax else {
            return graph.types[type].dependencies.map { graph.dependencies[$0].dependency }.filter { $0.wrapper != nil }
        }
        return syntax.dependencies.filter { $0.wrapper != nil }
    }
}
