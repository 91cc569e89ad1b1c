/// What the last resolution of a kept `LinkContext` found (an editor's): the next one, on a
/// graph of the same shape, works out again only the need keys an edit can have changed, and
/// the sites and types those keys reach. Typing in an annotation — a reference's name or type, a
/// registration's abstraction — leaves the shape as it was; resolving every type again would be
/// the largest part of an editor's refresh.
final class ResolutionMemo: Sendable {
    /// One resolution's results, with what it was worked out from.
    struct Resolution: Sendable {
        var shape: ResolutionShape
        /// Per dependency, the key it asks its ancestors for (-1: none).
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
        /// The number of the link it resolved (`LinkMemo`), when known.
        var generation: Int?
        /// After `renumbered`: keys that lost a reach or an origin there, to resolve again.
        var lost: [Int] = []
        /// After `renumbered`: how the dependencies were numbered anew (`shape` keeps the old numbers).
        var renumbering: LinkMemo.Patch?

        /// The dependency `shape` holds for the dependency numbered `id` now, if it had one.
        func shapeDependency(_ id: DependencyID) -> GraphDependency? {
            guard let renumbering else { return shape.dependencies[id] }
            return renumbering.previousID(id).map { shape.dependencies[$0] }
        }

        /// Per key of the table, whether a graph of this shape must resolve it again: its
        /// references changed, or it reached a type whose decider decides differently now.
        func keysToResolve(ownKeys now: [Int], keyCount: Int, decisions: inout LevelDecisions, in graph: DependencyGraph) -> [Bool] {
            var affected = [Bool](repeating: false, count: keyCount)
            for (before, after) in zip(ownKeys, now) where before != after {
                if before >= 0 { affected[before] = true }
                if after >= 0 { affected[after] = true }
            }
            for key in lost { affected[key] = true }
            // A key is decided at a type when it reaches one of the type's registrations' targets.
            for type in deciders.indices {
                guard let before = deciders[type] else { continue }
                let now = decisions.decider(at: type, in: graph)
                if let renumbering, type == renumbering.type {
                    // Its dependencies moved: the same decisions if the same candidates moved with them.
                    let start = renumbering.start
                    if now.decidesLike(before, local: { renumbering.id(start + $0).map { $0 - start } }) { continue }
                } else if now === before {
                    continue
                }
                for id in graph.types[type].dependencies {
                    guard let child = graph.dependencies[id].target else { continue }
                    for need in pending[child] { affected[need.key] = true }
                }
            }
            // New keys (first met in this graph) have no flood yet.
            for key in floods.count..<keyCount { affected[key] = true }
            return affected
        }

        /// This resolution in the numbering of a link that patched its link (`LinkMemo.Patch`):
        /// what named one of the resized type's own dependencies is dropped, and its keys `lost`.
        func renumbered(by patch: LinkMemo.Patch, dependencyCount newCount: Int, keys: NeedKeyTable) -> Resolution {
            func id(_ id: DependencyID) -> DependencyID? { patch.id(id) }
            func need(_ need: NeedsResolver.PendingNeed) -> NeedsResolver.PendingNeed? {
                guard let origin = id(need.origin) else { return nil }
                guard let via = need.via else { return NeedsResolver.PendingNeed(key: need.key, origin: origin, via: nil) }
                return id(via).map { NeedsResolver.PendingNeed(key: need.key, origin: origin, via: $0) }
            }
            let oldCount = ownKeys.count
            var lost = ownKeys[patch.start..<patch.start + patch.oldCount].filter { $0 >= 0 }
            var renumbered = self
            renumbered.ownKeys = Array(ownKeys[..<patch.start]) + Array(repeating: -1, count: patch.newCount)
                + Array(ownKeys[(patch.start + patch.oldCount)...])
            // A lost key keeps the types it reached (they are worked out again), not what it held there.
            let unknown = NeedsResolver.PendingNeed(key: -1, origin: -1, via: nil)
            renumbered.floods = floods.enumerated().map { key, reached in
                var isLost = false
                let moved = reached.map { reach in
                    guard let renamed = need(reach.need) else {
                        isLost = true
                        return NeedsResolver.Reach(type: reach.type, need: unknown)
                    }
                    return NeedsResolver.Reach(type: reach.type, need: renamed)
                }
                if isLost { lost.append(key) }
                return moved
            }
            // Dropped entries are the lost keys': every type they reached is worked out again.
            renumbered.pending = pending.map { $0.compactMap(need) }
            renumbered.needs = renumbered.pending.map { $0.map { Need(key: keys.keys[$0.key], origin: $0.origin, via: $0.via) } }
            renumbered.provisions = [:]
            renumbered.provisions.reserveCapacity(provisions.count)
            for (site, provided) in provisions {
                guard let site = id(site) else { continue }
                var moved: [Provision?] = []
                moved.reserveCapacity(provided.count)
                for provision in provided {
                    guard case let .dependency(provider)? = provision else {
                        moved.append(provision)
                        continue
                    }
                    guard let provider = id(provider) else { break }
                    moved.append(.dependency(provider))
                }
                if moved.count == provided.count { renumbered.provisions[site] = moved }
            }
            renumbered.resolvedReferences = [:]
            renumbered.resolvedReferences.reserveCapacity(resolvedReferences.count)
            for (reference, providers) in resolvedReferences {
                guard let reference = id(reference) else { continue }
                let moved = providers.compactMap(id)
                if moved.count == providers.count { renumbered.resolvedReferences[reference] = moved }
            }
            renumbered.failures = failures.compactMap { tagged in
                let tag = tagged.tag >= oldCount ? tagged.tag - oldCount + newCount : id(tagged.tag)
                guard let tag, let failure = tagged.failure.renumbered(id) else { return nil }
                return TaggedFailure(tag: tag, failure: failure)
            }
            (renumbered.lost, renumbered.renumbering) = (lost, patch)
            return renumbered
        }
    }

    private let state = Locked<(keys: NeedKeyTable, last: Resolution?, kept: Int, renumbered: Int)>((NeedKeyTable(), nil, 0, 0))
    /// Keys stay numbered across resolutions; edits add keys (each misspelling is one): past this
    /// many, start again.
    private static let keyLimit = 20_000

    /// The key table to number keys with, and the last resolution when `graph` has its shape or
    /// is a patch of its link (`link`: the graph's link number and patch).
    func recall(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool,
                link: (generation: Int, patch: LinkMemo.Patch?)?) -> (NeedKeyTable, Resolution?) {
        state.withLock { state in
            var last = state.last.flatMap { $0.shape.matches(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule) ? $0 : nil }
            if last == nil, let earlier = state.last, let patch = link?.patch, patch.type != nil, earlier.generation == patch.from,
               earlier.shape.publicTypesLeaveTheModule == publicTypesLeaveTheModule,
               earlier.shape.types.count == graph.types.count,
               earlier.shape.dependencies.count + patch.newCount - patch.oldCount == graph.dependencies.count {
                last = earlier.renumbered(by: patch, dependencyCount: graph.dependencies.count, keys: state.keys)
                state.renumbered += 1
            }
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

    /// How many resolutions started from the last one, and how many of those renumbered it (for tests).
    var keptCount: Int { state.withLock { $0.kept } }
    var renumberedCount: Int { state.withLock { $0.renumbered } }
}

private extension ResolutionFailure {
    /// In another numbering of the dependencies (`id`); nil when one it names has none there.
    func renumbered(_ id: (DependencyID) -> DependencyID?) -> ResolutionFailure? {
        guard let reference = id(reference) else { return nil }
        let kind: Kind
        switch self.kind {
        case .unresolvable: kind = self.kind
        case let .typeMismatch(candidate):
            guard let candidate = id(candidate) else { return nil }
            kind = .typeMismatch(candidate: candidate)
        case let .ambiguous(candidates):
            let moved = candidates.compactMap(id)
            guard moved.count == candidates.count else { return nil }
            kind = .ambiguous(candidates: moved)
        case let .referenceToFactory(provider):
            guard let provider = id(provider) else { return nil }
            kind = .referenceToFactory(provider: provider)
        }
        return ResolutionFailure(reference: reference, kind: kind, chain: chain)
    }
}
