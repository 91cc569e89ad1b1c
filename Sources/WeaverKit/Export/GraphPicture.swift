import WeaverCore
/// What `weaver graph` draws, independent of the picture language: types as nodes, registrations
/// and resolved references as edges, in a fixed order so that the output is byte-stable.
struct GraphPicture {
    struct Node {
        var name: String
        var isAnnotated: Bool
        var isRoot: Bool
        var isIsolated: Bool
    }

    struct Edge: Hashable, Comparable {
        enum Kind: Hashable {
            /// A registration, from the registering type to the built one (solid).
            case registration
            /// A reference resolved to its provider (dashed).
            case reference
            /// An element into its collection (docs/contributions.md), from the element to the consumer (bold).
            case contribution
        }

        var from: String
        var to: String
        var label: String
        var kind: Kind

        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to, lhs.label) < (rhs.from, rhs.to, rhs.label) }
    }

    /// Every type, sorted by name.
    var nodes: [Node]
    /// Registrations in graph order (owner by owner, in declaration order), then references sorted
    /// by referencing type, providing type and name; each edge once.
    var edges: [Edge]

    init(_ graph: DependencyGraph) {
        nodes = graph.types.sorted { $0.path < $1.path }.map {
            Node(name: $0.path, isAnnotated: $0.isAnnotated, isRoot: $0.isRoot, isIsolated: $0.isIsolated)
        }
        var registrations: [Edge] = []
        var seen = Set<Edge>()
        for id in graph.dependencies.indices {
            let entry = graph.dependencies[id]
            guard entry.dependency.kind == .registration, let target = entry.target else { continue }
            let edge: Edge
            if let element = graph.collections.elementOf[id] {
                edge = Edge(from: graph.types[target].path, to: graph.types[entry.owner].path,
                            label: Self.contributionLabel(graph.collections.elements[element].syntax), kind: .contribution)
            } else {
                edge = Edge(from: graph.types[entry.owner].path, to: graph.types[target].path,
                            label: Self.registrationLabel(id, in: graph), kind: .registration)
            }
            if seen.insert(edge).inserted { registrations.append(edge) }
        }
        var references = Set<Edge>()
        for (reference, providers) in graph.resolvedReferences {
            let entry = graph.dependencies[reference]
            for provider in providers {
                references.insert(Edge(from: graph.types[entry.owner].path, to: graph.types[graph.dependencies[provider].owner].path,
                                       label: entry.dependency.name, kind: .reference))
            }
        }
        edges = registrations + references.sorted()
    }

    /// `launchTasks · priority 100`, or `routes["movies/:id"]`.
    static func contributionLabel(_ contribution: ContributionSyntax) -> String {
        contribution.entry + (contribution.priority == 0 ? "" : " · priority \(contribution.priority)")
    }

    /// `logger · container`, or `movieController(movieID, title) · transient` for a factory.
    static func registrationLabel(_ id: DependencyID, in graph: DependencyGraph) -> String {
        let dependency = graph.dependencies[id].dependency
        var label = dependency.name
        if graph.isFactory(id), let target = graph.dependencies[id].target {
            let names = graph.parameters(of: target).map { graph.dependencies[$0].dependency.name }
            label += "(" + names.joined(separator: ", ") + ")"
        }
        return label + " · " + dependency.scope.rawValue
    }
}
