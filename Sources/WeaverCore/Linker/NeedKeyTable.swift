/// Need keys numbered in the order resolution first meets them, so that resolution stores,
/// compares and hashes integers: hashing and comparing type trees at every step, and rendering
/// both types at every comparison when sorting needs, was most of resolving a large graph.
struct NeedKeyTable: Sendable {
    private(set) var keys: [NeedKey] = []
    /// Each key's type as written: what orders keys after their names.
    private var written: [String] = []
    private var ids: [NeedKey: Int] = [:]

    mutating func id(of key: NeedKey) -> Int {
        if let id = ids[key] { return id }
        ids[key] = keys.count
        keys.append(key)
        written.append(key.type.swiftSource)
        return keys.count - 1
    }

    /// `NeedKey`'s order (name, then type as written), then plain before factory.
    func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
        (keys[lhs].name, written[lhs], keys[lhs].isFactory ? 1 : 0, keys[lhs].isOptional ? 1 : 0)
            < (keys[rhs].name, written[rhs], keys[rhs].isFactory ? 1 : 0, keys[rhs].isOptional ? 1 : 0)
    }

    /// Sorts needs in key order. With `numbering` (the keys the graph's references ask for), for
    /// sorting the needs of a whole graph: each of those keys is given its place first, and needs
    /// compare places; else, for a few types, keys compare. An editor's table also holds the keys
    /// of references since edited away: they are not placed.
    func sorter(numbering used: [Int]?) -> ([NeedsResolver.PendingNeed]) -> [NeedsResolver.PendingNeed] {
        guard let used else { return { $0.sorted { precedes($0.key, $1.key) } } }
        let order = Set(used).sorted(by: precedes)
        var places = Array(repeating: 0, count: keys.count)
        for (place, id) in order.enumerated() { places[id] = place }
        return { $0.sorted { places[$0.key] < places[$1.key] } }
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
    /// The deciders asked so far, by type.
    private(set) var deciders: [LevelDecider?]
    /// The ids a type's decider names by place (`LevelDecider.candidateIDs`), by type.
    private var candidateIDs: [[DependencyID]]
    private var decided: [Int: Decision] = [:]

    /// - Parameter memo: deciders kept from earlier links (an editor's), else each is made here.
    init(keys: NeedKeyTable, typeCount: Int, memo: DeciderMemo? = nil) {
        self.keys = keys
        self.memo = memo
        deciders = Array(repeating: nil, count: typeCount)
        candidateIDs = Array(repeating: [], count: typeCount)
    }

    mutating func decide(_ key: Int, at type: TypeID, in graph: DependencyGraph) -> Decision {
        let slot = type &* keys.keys.count &+ key
        if let decision = decided[slot] { return decision }
        let decider = decider(at: type, in: graph)
        let own = candidateIDs[type]
        let decision: Decision = switch decider.decide(keys.keys[key]) {
        case let .provided(local): .provided(own[local])
        case let .mismatch(local): .mismatch(own[local])
        case let .ambiguous(locals): .ambiguous(locals.map { own[$0] })
        case .passUp: .passUp
        }
        decided[slot] = decision
        return decision
    }

    /// The type's decider, made (or taken from the memo) on first use.
    mutating func decider(at type: TypeID, in graph: DependencyGraph) -> LevelDecider {
        if let made = deciders[type] { return made }
        let ids = LevelDecider.candidateIDs(of: type, in: graph)
        let decider = memo?.decider(for: type, in: graph, candidateIDs: ids) ?? LevelDecider(graph: graph, type: type, candidateIDs: ids)
        (deciders[type], candidateIDs[type]) = (decider, ids)
        return decider
    }
}
