/// Need keys numbered in the order resolution first meets them, so that resolution stores,
/// compares and hashes integers: hashing and comparing type trees at every step, and rendering
/// both types at every comparison when sorting needs, was most of resolving a large graph.
struct NeedKeyTable {
    private(set) var keys: [NeedKey] = []
    private var ids: [NeedKey: Int] = [:]

    mutating func id(of key: NeedKey) -> Int {
        if let id = ids[key] { return id }
        ids[key] = keys.count
        keys.append(key)
        return keys.count - 1
    }

    /// Per key id, its place in `NeedKey`'s order (name, then type as written); keys that order
    /// as equal share a place, so sorting by place orders exactly as sorting the keys.
    func places() -> [Int] {
        let written = keys.map { (name: $0.name, type: $0.type.swiftSource) }
        let order = keys.indices.sorted { written[$0] < written[$1] }
        var places = Array(repeating: 0, count: keys.count)
        var place = 0
        for (position, id) in order.enumerated() {
            if position > 0, written[order[position - 1]] < written[id] { place += 1 }
            places[id] = place
        }
        return places
    }
}

/// Each registering type's decision for each need key, worked out once: propagation asks again
/// whenever another child brings the same key, and recording provisions asks for every need.
struct LevelDecisions {
    /// What a registering type decides for a need, dependencies named by graph-wide ids.
    enum Decision: Equatable {
        case provided(DependencyID)
        case mismatch(DependencyID)
        case ambiguous([DependencyID])
        case passUp
    }

    private let keys: NeedKeyTable
    private let memo: DeciderMemo?
    private var deciders: [LevelDecider?]
    private var decided: [Int: Decision] = [:]

    /// - Parameter memo: deciders kept from earlier links (an editor's), else each is made here.
    init(keys: NeedKeyTable, typeCount: Int, memo: DeciderMemo? = nil) {
        self.keys = keys
        self.memo = memo
        deciders = Array(repeating: nil, count: typeCount)
    }

    mutating func decide(_ key: Int, at type: TypeID, in graph: DependencyGraph) -> Decision {
        let slot = type &* keys.keys.count &+ key
        if let decision = decided[slot] { return decision }
        let decider: LevelDecider
        if let made = deciders[type] {
            decider = made
        } else {
            decider = memo?.decider(for: type, in: graph) ?? LevelDecider(graph: graph, type: type)
            deciders[type] = decider
        }
        let own = graph.types[type].dependencies
        let decision: Decision = switch decider.decide(keys.keys[key]) {
        case let .provided(local): .provided(own[local])
        case let .mismatch(local): .mismatch(own[local])
        case let .ambiguous(locals): .ambiguous(locals.map { own[$0] })
        case .passUp: .passUp
        }
        decided[slot] = decision
        return decision
    }
}
