/// What the last resolution of a kept `LinkContext` found (an editor's): the next one, on a
/// graph of the same shape, works out again only the need keys an edit can have changed, and
/// the sites and types those keys reach. Typing in an annotation — a reference's name or type, a
/// registration's abstraction — leaves the shape as it was; resolving all 2,000 types again was
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

        /// Per key of the table, whether a graph of this shape must resolve it again: its
        /// references changed, or it reached a type whose decider decides differently now.
        func keysToResolve(ownKeys now: [Int], keyCount: Int, decisions: inout LevelDecisions, in graph: DependencyGraph) -> [Bool] {
            var affected = [Bool](repeating: false, count: keyCount)
            for (before, after) in zip(ownKeys, now) where before != after {
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
    private static let keyLimit = 100_000

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

/// What resolution reads of a graph besides its dependencies' contents: the types, who
/// registers whom, which references ask their ancestors, and the flags that decide where needs
/// stop. Two graphs of one shape number their types and dependencies alike, so a resolution of
/// one can be kept for the other key by key. Holds the graph's own arrays (no copy): compared
/// field by field, where listing the shape of every graph again was a tenth of a refresh.
struct ResolutionShape: Sendable {
    private let publicTypesLeaveTheModule: Bool
    let types: [GraphType]
    let dependencies: [GraphDependency]
    private let collectionReferences: Set<DependencyID>

    init(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool) {
        self.publicTypesLeaveTheModule = publicTypesLeaveTheModule
        types = graph.types
        dependencies = graph.dependencies
        collectionReferences = Set(graph.collections.references.keys)
    }

    func matches(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool) -> Bool {
        guard publicTypesLeaveTheModule == self.publicTypesLeaveTheModule, graph.types.count == types.count,
              graph.dependencies.count == dependencies.count, graph.collections.references.count == collectionReferences.count,
              graph.collections.references.keys.allSatisfy(collectionReferences.contains) else { return false }
        for (old, new) in zip(types, graph.types) {
            guard old.path == new.path, old.dependencies == new.dependencies, old.registrationSites == new.registrationSites,
                  old.resolutionFlags == new.resolutionFlags else { return false }
        }
        for (old, new) in zip(dependencies, graph.dependencies) {
            // A patched link (`LinkMemo`) shares the unchanged dependencies: nothing to read in them.
            guard old.owner == new.owner, old.target == new.target else { return false }
            guard old.dependency.parseIdentity == new.dependency.parseIdentity
                || (old.dependency.kind == new.dependency.kind && old.dependency.isSetter == new.dependency.isSetter) else { return false }
        }
        return true
    }
}

private extension GraphType {
    /// Annotated, external, public, isolated, contributor: what decides where needs stop.
    var resolutionFlags: UInt8 {
        var flags: UInt8 = (external != nil ? 2 : 0) | (isContributor ? 16 : 0)
        if case let .some(syntax) = syntax {
            flags |= 1 | (syntax.accessLevel >= .public ? 4 : 0) | (syntax.isIsolated ? 8 : 0)
        }
        return flags
    }
}
