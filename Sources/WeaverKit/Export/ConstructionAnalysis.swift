import WeaverCore
/// What building a root builds, whatever the scopes: the types its registrations reach, the
/// longest chain of registrations one inside another, and the types that dominate its
/// construction (every chain from the root to a type they dominate goes through them, so making
/// one of them cheaper or lazy touches all of those). For `weaver explore` (docs/explore.md).
struct ConstructionAnalysis {
    /// Types reachable from the root through registrations, the root included.
    let reachable: Int
    /// The registrations of the longest chain from the root, cycles cut.
    let longestChain: [DependencyID]
    /// Types other than the root by how many reachable types they dominate (themselves included),
    /// most first; only those dominating at least two.
    let dominators: [(type: TypeID, dominated: Int)]

    init(_ graph: DependencyGraph, root: TypeID) {
        // The registration graph below the root, in an order where a type comes after every type
        // that registers it (cycles cut by the first visit): reverse post-order of a walk.
        var order: [TypeID] = []
        var state: [TypeID: UInt8] = [root: 1]
        var stack: [(type: TypeID, next: Int)] = [(root, 0)]
        var predecessors: [TypeID: [(type: TypeID, via: DependencyID)]] = [:]
        while let (type, next) = stack.last {
            let edges = Self.registrations(of: type, in: graph)
            if next < edges.count {
                stack[stack.count - 1].next += 1
                let (id, target) = edges[next]
                if state[target] != 1 { predecessors[target, default: []].append((type, id)) }
                if state[target] == nil {
                    state[target] = 1
                    stack.append((target, 0))
                }
                continue
            }
            stack.removeLast()
            state[type] = 2
            order.append(type)
        }
        order.reverse()
        reachable = order.count
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        // Longest chain: by topological order, the longest distance from the root.
        var distance: [TypeID: (length: Int, via: DependencyID?, from: TypeID?)] = [root: (0, nil, nil)]
        for type in order where type != root {
            for (from, via) in predecessors[type] ?? [] {
                guard let before = distance[from] else { continue }
                if distance[type] == nil || before.length + 1 > distance[type]!.length { distance[type] = (before.length + 1, via, from) }
            }
        }
        var chain: [DependencyID] = []
        if var current = distance.max(by: { ($0.value.length, -(position[$0.key] ?? 0)) < ($1.value.length, -(position[$1.key] ?? 0)) })?.key {
            while let step = distance[current], let via = step.via, let from = step.from {
                chain.append(via)
                current = from
            }
        }
        longestChain = chain.reversed()
        // Immediate dominators on the acyclic order (Cooper, Harvey and Kennedy's intersection).
        var dominator: [TypeID: TypeID] = [root: root]
        for type in order where type != root {
            var candidate: TypeID?
            for (from, _) in predecessors[type] ?? [] where dominator[from] != nil {
                candidate = candidate.map { Self.intersect($0, from, dominator, position) } ?? from
            }
            dominator[type] = candidate ?? root
        }
        var dominated: [TypeID: Int] = [:]
        for type in order.reversed() {
            dominated[type, default: 0] += 1
            if type != root, let parent = dominator[type] { dominated[parent, default: 0] += dominated[type]! }
        }
        dominators = dominated.filter { $0.key != root && $0.value >= 2 }.map { (type: $0.key, dominated: $0.value) }
            .sorted { ($1.dominated, graph.types[$0.type].path) < ($0.dominated, graph.types[$1.type].path) }
    }

    /// The registrations the page shows: a collection's elements, built by their consumers
    /// through registrations the linker adds, are not among them (`ExplorerData`).
    private static func registrations(of type: TypeID, in graph: DependencyGraph) -> [(DependencyID, TypeID)] {
        graph.types[type].dependencies.compactMap { id in
            let placed = graph.dependencies[id]
            guard placed.dependency.kind == .registration, let target = placed.target, !graph.collections.isElement(id) else { return nil }
            return (id, target)
        }
    }

    private static func intersect(_ a: TypeID, _ b: TypeID, _ dominator: [TypeID: TypeID], _ position: [TypeID: Int]) -> TypeID {
        var (x, y) = (a, b)
        while x != y {
            while position[x]! > position[y]! { x = dominator[x]! }
            while position[y]! > position[x]! { y = dominator[y]! }
        }
        return x
    }
}
