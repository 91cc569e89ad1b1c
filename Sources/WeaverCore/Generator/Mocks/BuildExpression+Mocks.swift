/// How a container in a mock's graph builds a registration (docs/mocks.md): through its override when
/// the mock's caller set one, for real otherwise — the same code as in the app's graph, where the
/// overrides are nil.
extension BuildExpression {
    /// Where a container finds one registration's override.
    struct MockOverride {
        /// The container initializer's parameter holding its type's overrides.
        static let parameterName = "weaverMock"

        /// `weaverMock?.home.build` (a node: the target has overrides of its own) or
        /// `weaverMock?.logger`: the optional closure replacing the registration.
        let override: Expr
        /// `weaverMock?.home`: what the target's container takes, when it takes overrides (the
        /// node, as its overrides class).
        let subtree: Expr?
    }

    /// The resolver registration `id`'s builder would be given (docs/semantics.md, Builders), which its
    /// override is given too: the target's own, or a builder's input resolver; nil when the real
    /// code has none (`Logger()`, another module's entry point).
    static func resolverTypeName(of id: DependencyID, graph: DependencyGraph, inputResolvers: InputResolvers) -> String? {
        let dependency = graph.dependencies[id].dependency
        switch form(of: id, type: dependency.type, builder: dependency.builder, owner: graph.dependencies[id].owner,
                    graph: graph, inputResolvers: inputResolvers) {
        case let .container(target)?: return GeneratedNames.resolverTypealias(graph.types[target].path)
        case let .inputResolver(input, _)?: return input.typealiasName
        case .external?, .plain?, nil: return nil
        }
    }

    /// Registration `id`'s override in this container, or nil when the container takes none or
    /// the registration cannot have one (`MockSelection.isOverridable`).
    func mockOverride(of id: DependencyID) -> MockOverride? {
        guard context.takesOverrides, MockSelection.isOverridable(id, graph: context.graph) else { return nil }
        let member = Expr.member(.word(MockOverride.parameterName + "?"), named: Identifier(context.dependency(id).name))
        if let target = context.graph.dependencies[id].target, context.mocks.overridable.contains(target) {
            return MockOverride(override: .member(member, GeneratedNames.mockNodeBuild(target, in: context.graph)), subtree: member)
        }
        return MockOverride(override: member, subtree: nil)
    }

    /// `weaverMocked(override, resolver) { real }`: `real` reads the resolver as `$0` (or, with
    /// `ignoringResolver`, names it itself); without a resolver, `weaverMocked(override) { real }`.
    func mocked(_ mock: MockOverride, resolver: Expr?, _ real: Expr, ignoringResolver: Bool = false) -> Expr {
        let function = Expr.support(TypeName(.mocked))
        guard let resolver else { return .call(function, [Argument(nil, mock.override)], trailing: Closure(real)) }
        let closure = ignoringResolver ? Closure(parameters: ["_"], [.expression(real)]) : Closure(real)
        return .call(function, [Argument(nil, mock.override), Argument(nil, resolver)], trailing: closure)
    }
}
