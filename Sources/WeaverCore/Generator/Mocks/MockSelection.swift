/// Which types get a mock, and which containers take overrides (docs/mocks.md).
///
/// A mock builds its type's real subtree through the same containers as the app, so every
/// container in the subtree of a mocked type that builds something takes the overrides of its own
/// registrations (`weaverMock`, nil in the app's graph). Nothing else changes: a graph with no
/// mock selected generates exactly what it did without mocks.
struct MockSelection: Sendable {
    /// The types that get `mock()`, in path order.
    let mocked: [TypeID]
    let mockedSet: Set<TypeID>
    /// The annotated types whose containers take overrides: each one with a registration to
    /// override that a mocked type builds, directly or below (mocked types included).
    let overridable: Set<TypeID>
    /// The overridable types some overridable container registers: each gets a node class
    /// (`HomeMockNode<Value>`), whose override replaces the registration itself.
    let nodes: Set<TypeID>

    static let none = MockSelection(mocked: [], overridable: [], graph: nil)

    private init(mocked: [TypeID], overridable: Set<TypeID>, graph: DependencyGraph?) {
        self.mocked = mocked
        mockedSet = Set(mocked)
        self.overridable = overridable
        nodes = graph.map { Self.nodes(overridable, graph: $0) } ?? []
    }

    private static func nodes(_ overridable: Set<TypeID>, graph: DependencyGraph) -> Set<TypeID> {
        var nodes = Set<TypeID>()
        for type in overridable {
            for id in graph.types[type].dependencies where isOverridable(id, graph: graph) {
                if let target = graph.dependencies[id].target, overridable.contains(target) { nodes.insert(target) }
            }
        }
        return nodes
    }

    /// `everyType` is `--mocks`; otherwise the types with `self.mock = true`.
    init(graph: DependencyGraph, annotated: [TypeID], everyType: Bool) {
        let mocked = annotated.filter { type in
            guard Self.canMock(graph.types[type], graph: graph) else { return false }
            return everyType || graph.types[type].syntax?.mockLocation != nil
        }
        var reached = Set<TypeID>()
        var pending = mocked
        while let type = pending.popLast() {
            guard reached.insert(type).inserted else { continue }
            for id in graph.types[type].dependencies {
                guard let target = graph.dependencies[id].target, graph.types[target].isAnnotated else { continue }
                pending.append(target)
            }
        }
        self.init(mocked: mocked, overridable: reached.filter { Self.hasOverrides(graph.types[$0], graph: graph) }, graph: graph)
    }

    /// A registration a mock can replace: one that builds something (a setter's value is set),
    /// the same way in every build (`#if` variants are built for real: their branches may build
    /// different types).
    static func isOverridable(_ id: DependencyID, graph: DependencyGraph) -> Bool {
        let dependency = graph.dependencies[id].dependency
        return dependency.kind == .registration && !dependency.isSetter && dependency.variants.count <= 1
            && graph.dependencies[id].target != nil
    }

    private static func hasOverrides(_ type: GraphType, graph: DependencyGraph) -> Bool {
        type.dependencies.contains { isOverridable($0, graph: graph) }
    }

    /// Built with `init(injecting:)`: annotated here, not building its own graph, and declaring
    /// the initializer in its body or an extension.
    static func canMock(_ type: GraphType, graph: DependencyGraph) -> Bool {
        type.isAnnotated && type.external == nil && !type.isSelfBuilding && graph.declaresInjectingInitializer(type)
    }
}
