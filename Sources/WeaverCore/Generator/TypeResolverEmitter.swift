/// `protocol TDependencyResolver: AnyObject { … }` (docs/semantics.md): one protocol per annotated type,
/// requiring the members of the dependencies it declares, in declaration order — the members of
/// its per-dependency protocols, written out.
///
/// Written out rather than composed (`typealias TDependencyResolver = AResolver & BResolver`, as
/// Weaver 1.x did) so that the everyday edit stays small for the Swift driver: a dependency added
/// or removed changes this protocol's body, and only the files using this protocol recompile. A
/// changed composition is a changed top-level typealias, which dirties every file using anything
/// declared in the same file; and a source file using a composition also depends on every
/// per-dependency protocol's file, so a new dependency name anywhere recompiled it.
enum TypeResolverEmitter {
    static func declaration(_ type: TypeID, protocols: [ResolverProtocols.ResolverProtocol], graph: DependencyGraph,
                            isolation: Isolation) -> GeneratedType {
        // Class-bound, as in Weaver 1.x (code holding a resolver `weak` or comparing with `===`
        // compiles); an actor's resolver is `Sendable`, so that the actor can keep it.
        let inherits = [TypeName("AnyObject")] + (graph.types[type].isActor ? [TypeName("Sendable")] : [])
        return GeneratedType(isMainActor: isolation.mainActor, kind: .protocol, name: GeneratedNames.resolverTypealias(graph.types[type].path),
                             inherits: inherits, members: protocols.map { .requirement($0.requirement) })
    }
}
