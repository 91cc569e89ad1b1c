/// What the last resolution of a kept `LinkContext` found (an editor's): the next one, on a
/// graph of the same shape, works out again only the need keys an edit can have changed, and
/// the sites and types those keys reach. Typing in an annotation — a reference's name or type, a
/// registration's abstraction, a reference added or removed — leaves the shape as it was (ids do
/// not move, `DependencyTable`); resolving every type again would be the largest part of an
/// editor's refresh.
final class ResolutionMemo: Sendable {
    /// One resolution's results, with what it was worked out from.
    struct Resolution: Sendable {
        var shape: ResolutionShape
        /// Per dependency id, the key it asks its ancestors for (-1: none).
        var ownKeys: [Int]
        /// Per key, the types it reached with the need each holds (`NeedsResolver.flood`).
        var floods: [[NeedsResolver.Reach]]
        var pending: [[NeedsResolver.PendingNeed]]
        /// The deciders the resolution asked, by type.
        var deciders: [LevelDecider?]
        var needs: [[Need]]
        var provisions: [DependencyID: [Provision?]]
        var resolvedReferences: [DependencyID: [DependencyID]]
        var failures: [TaggedFailure]

        /// The key dependency `id` asked for, when it was the same reference then.
        func ownKey(of id: DependencyID, _ dependency: Dependency) -> Int? {
            guard id < ownKeys.count, ownKeys[id] >= 0, shape.dependencies.contains(id: id),
                  shape.dependencies[id].dependency == dependency else { return nil }
            return ownKeys[id]
        }

        /// Per key of the table, whether a graph of this shape must resolve it again: its
        /// references changed (or were added or removed), or it reached a type whose decider
        /// decides differently now.
        func keysToResolve(ownKeys now: [Int], keyCount: Int, decisions: inout LevelDecisions, in graph: DependencyGraph) -> [Bool] {
            var affected = [Bool](repeating: false, count: keyCount)
            for id in 0..<max(ownKeys.count, now.count) {
                let (before, after) = (id < ownKeys.count ? ownKeys[id] : -1, id < now.count ? now[id] : -1)
                guard before != after else { continue }
                if before >= 0 { affected[before] = true }
                if after >= 0 { affected[after] = true }
            }
            // A key is decided at a type when it reaches one of the type's registrations' targets.
            for type in deciders.indices {
                guard let before = deciders[type], decisions.decider(at: type, in: graph) !== before else { continue }
                for id in graph.types[type].dependencies {
                    guard let child = graph.dependencies[id].target else { continue }
                    for need in pending[child] { affected[need.key] = true }
                }
            }
            // New keys (first met in this graph) have no flood yet.
            for key in floods.count..<keyCount { affected[key] = true }
            return affected
        }
    }

    private let state = Locked<(keys: NeedKeyTable, last: Resolution?, kept: Int)>((NeedKeyTable(), nil, 0))
    /// Keys stay numbered across resolutions; edits add keys (each misspelling is one): past this
    /// many, start again.
    private static let keyLimit = 20_000

    /// The key table to number keys with, and the last resolution when `graph` has its shape.
    func recall(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool) -> (NeedKeyTable, Resolution?) {
        state.withLock { state in
            let last = state.last.flatMap { $0.shape.matches(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule) ? $0 : nil }
            // Taken out: the caller's copies of its tables are then the only ones, changed in place.
            state.last = nil
            if last != nil { state.kept += 1 }
            return (state.keys, last)
        }
    }

    func remember(_ resolution: Resolution, keys: NeedKeyTable) {
        state.withLock { state in
            (state.keys, state.last) = keys.keys.count > Self.keyLimit ? (NeedKeyTable(), nil) : (keys, resolution)
        }
    }

    /// How many resolutions started from the last one (for tests).
    var keptCount: Int { state.withLock { $0.kept } }
}
