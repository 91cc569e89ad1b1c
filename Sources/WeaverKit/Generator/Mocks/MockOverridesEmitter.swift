/// `final class HomeMockOverrides`: one optional override per registration of a type whose
/// container takes overrides (SPEC §8b), each given the resolver its real registration gets —
/// the target's own resolver, a builder's input resolver, or none (`() -> Logger`). A registration
/// whose target takes overrides of its own is a `WeaverMockNode`: `overrides.home.build` replaces
/// `home`, `overrides.home.movieManager` reaches into it. A node is a `let`, made with its
/// overrides object (a `lazy var` costs the compiler twice as much); the subtree behind it is
/// made on first use, so an overrides object costs its own registrations, whatever the size of
/// the subtree.
enum MockOverridesEmitter {
    /// The class, after its doc comment.
    static func declarations(_ type: TypeID, graph: DependencyGraph, mocks: MockSelection, inputResolvers: InputResolvers,
                             isolation: Isolation) -> [Declaration] {
        let path = graph.types[type].path
        var members: [MemberDeclaration] = []
        for id in graph.types[type].dependencies where MockSelection.isOverridable(id, graph: graph) {
            let dependency = graph.dependencies[id].dependency
            let name = GeneratedNames.identifier(dependency.name)
            // What the real build returns: the object itself for a weak slot, else the exposed type.
            let value = dependency.scope == .weak ? dependency.type.swiftSource : dependency.exposedType.swiftSource
            let target = graph.dependencies[id].target
            if let target, mocks.overridable.contains(target) {
                let targetPath = graph.types[target].path
                let node = TypeName(.mockNode, GeneratedNames.resolverTypealias(targetPath), value, GeneratedNames.mockOverrides(targetPath))
                members.append(.constant(name: name, value: .call(.support(node), [])))
            } else {
                let resolver = BuildExpression.resolverTypeName(of: id, graph: graph, inputResolvers: inputResolvers)
                members.append(.variable(name: name, type: TypeName("((\(resolver ?? "")) -> \(value))?"), value: nil))
            }
        }
        if !members.isEmpty { members.append(.blank) }
        members.append(.initializer(keyword: "init", parameters: [], body: []))
        return [.line("/// The overrides of `\(path)`'s registrations in a mock's graph: each one set replaces"),
                .line("/// that registration and what it builds, given the resolver its real one gets."),
                .type(GeneratedType(isMainActor: isolation.mainActor, kind: .finalClass, name: GeneratedNames.mockOverrides(path),
                                    inherits: [TypeName(.mockOverrides)], members: members))]
    }
}
