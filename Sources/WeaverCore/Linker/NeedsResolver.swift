/// Resolves references (docs/semantics.md). A type's *needs* are the references of its subtree that its
/// subtree does not satisfy; each registering type decides them at its own level or passes them
/// up. Following every registration edge this way is the "every path" rule without enumerating
/// paths, which can be exponentially many. Each key travels up on its own, breadth-first: no
/// recursion, cycles welcome. One orchestration (`resolve(_:table:…:earlier:)`) serves the command
/// line and the editor, whose `ResolutionMemo` hands it the last resolution to start from.
enum NeedsResolver {
    /// A need while resolving: its key as a number of the `NeedKeyTable`.
    struct PendingNeed: Equatable, Sendable {
        var key: Int
        var origin: DependencyID
        var via: DependencyID?
    }

    /// A type that a key reached, with the need it holds there.
    struct Reach: Sendable {
        var type: TypeID
        var need: PendingNeed
    }

    /// What one resolution worked out on the way, besides what it wrote into the graph: what an
    /// editor's `ResolutionMemo` keeps to resolve the next graph from.
    struct Work {
        /// Per dependency, the key it asks its ancestors for (-1: none).
        var ownKeys: [Int]
        /// Per key, the types it reached with the need each holds (`flood`).
        var floods: [[Reach]]
        /// Per type, its needs as key numbers.
        var pending: [[PendingNeed]]
        var decisions: LevelDecisions
        /// The resolution's failures, tagged with where they were found.
        var failures: [TaggedFailure]
    }

    /// Resolves every need of `graph` (the command line's one pass).
    /// - Parameter publicTypesLeaveTheModule: with `--module-name`, a public type's needs are
    ///   its entry point's arguments, given by the importing module (docs/modules.md), not failures here.
    static func resolve(_ graph: inout DependencyGraph, publicTypesLeaveTheModule: Bool = false) {
        var table = NeedKeyTable()
        _ = resolve(&graph, table: &table, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
    }

    /// Resolves the needs of `graph`, numbering keys in `table` (an editor's holds keys of earlier
    /// graphs too: they reach nothing here). The one orchestration of the resolution: with
    /// `earlier`, the last resolution of a graph of the same shape (an editor's `ResolutionMemo`,
    /// a cache and nothing more), only the keys the edit touched, and the sites and types they
    /// reach, are worked out again, and the rest is taken from it; without, everything is.
    /// - Parameter deciders: registering types' deciders kept from earlier links (an editor's).
    static func resolve(_ graph: inout DependencyGraph, table: inout NeedKeyTable, publicTypesLeaveTheModule: Bool,
                        deciders: DeciderMemo? = nil, earlier: ResolutionMemo.Resolution? = nil) -> Work {
        let linkFailures = graph.failures
        let (own, ownKeys) = ownNeeds(graph) { id in
            // The same reference as the last resolution's: the same key. Unchanged ones share
            // their parse's storage, and compare at once.
            earlier?.ownKey(of: id, graph.dependencies[id].dependency) ?? table.id(of: NeedKey(reference: graph.dependencies[id].dependency))
        }
        var decisions = LevelDecisions(keys: table, typeCount: graph.types.count, memo: deciders)
        // The keys to resolve: every one, or those the edit can change.
        let affected = earlier?.keysToResolve(ownKeys: ownKeys, keyCount: table.keys.count, decisions: &decisions, in: graph)
        let affectedKeys = affected.map { affected in affected.indices.filter { affected[$0] } } ?? Array(table.keys.indices)
        var floods = earlier?.floods ?? []
        floods += repeatElement([], count: table.keys.count - floods.count)
        for (key, reached) in zip(affectedKeys, flood(affectedKeys, own: own, in: graph, decisions: &decisions)) {
            floods[key] = reached
        }
        // The types whose needs may differ: those the resolved keys reach, now or before.
        var touched = [Bool](repeating: earlier == nil, count: graph.types.count)
        if let earlier {
            for key in affectedKeys {
                for reach in floods[key] { touched[reach.type] = true }
                if key < earlier.floods.count { for reach in earlier.floods[key] { touched[reach.type] = true } }
            }
        }
        let touchedTypes = touched.indices.filter { touched[$0] }
        var passed = [[PendingNeed]](repeating: [], count: graph.types.count)
        for key in affectedKeys {
            for reach in floods[key] where reach.need.via != nil { passed[reach.type].append(reach.need) }
        }
        // Needs: own references first, then the passed ones in key order (kept ones and new ones).
        let inKeyOrder = table.sorter(numbering: earlier == nil ? ownKeys.filter { $0 >= 0 } : nil)
        var pending = earlier?.pending ?? [[PendingNeed]](repeating: [], count: graph.types.count)
        for type in touchedTypes {
            var inherited = earlier?.pending[type].filter { $0.via != nil && !affected![$0.key] } ?? []
            inherited += passed[type]
            pending[type] = own[type] + (inherited.count > 1 ? inKeyOrder(inherited) : inherited)
        }
        graph.needs = earlier?.needs ?? [[Need]](repeating: [], count: graph.types.count)
        for type in touchedTypes { graph.needs[type] = pending[type].map { Need(key: table.keys[$0.key], origin: $0.origin, via: $0.via) } }

        // Provisions at the sites that build a touched type; the rest are as they were.
        (graph.provisions, graph.resolvedReferences) = (earlier?.provisions ?? [:], earlier?.resolvedReferences ?? [:])
        var recorded: (mergedInto: [DependencyID: [DependencyID]], failures: [TaggedFailure])
        if let earlier, let affected {
            for type in touchedTypes {
                for need in earlier.pending[type] + own[type] where need.via == nil && affected[need.key] {
                    graph.resolvedReferences[need.origin] = nil
                }
            }
            let sites = touchedTypes.flatMap { graph.types[$0].registrationSites }.sorted()
            recorded = recordProvisions(&graph, at: sites, needs: pending, affected: affected, decisions: &decisions)
        } else {
            recorded = recordProvisions(&graph, at: graph.dependencies.indices, needs: pending, affected: nil, decisions: &decisions)
        }
        recordMergedReferences(&graph, mergedInto: recorded.mergedInto)
        var tagged = recorded.failures + rootFailures(graph, of: touchedTypes, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
        if let earlier {
            // Kept: the failures of the sites and types not worked out again. Both lists are in
            // tag order, and no tag is in both.
            let kept = earlier.failures.filter { !touched[$0.rootType ?? graph.dependencies[$0.tag].target ?? 0] }
            tagged = TaggedFailure.merge(kept, tagged)
        }
        graph.failures = linkFailures + tagged.map(\.failure)
        return Work(ownKeys: ownKeys, floods: floods, pending: pending, decisions: decisions, failures: tagged)
    }

    /// Each type's own needs: its references but collection references, which are built by their
    /// consumer (docs/contributions.md), not asked of ancestors. `key` numbers a reference's key.
    static func ownNeeds(_ graph: DependencyGraph, key: (DependencyID) -> Int) -> (own: [[PendingNeed]], ownKeys: [Int]) {
        // Read once: reaching it through the graph for every dependency retained its tables each time.
        let collectionReferences = graph.collections.references
        var ownKeys = [Int](repeating: -1, count: graph.dependencies.idLimit)
        let own: [[PendingNeed]] = graph.types.indices.map { type in
            graph.types[type].dependencies.compactMap { id in
                guard graph.dependencies[id].dependency.kind == .reference,
                      collectionReferences.isEmpty || collectionReferences[id] == nil else { return nil }
                ownKeys[id] = key(id)
                return PendingNeed(key: ownKeys[id], origin: id, via: nil)
            }
        }
        return (own, ownKeys)
    }

    /// Each key travels up on its own, breadth-first from the references asking for it (types in
    /// graph order, dependencies in declaration order): a type passes a key up under the origin
    /// that reached it first, its own reference before any child's, so a need is carried by the
    /// nearest reference, whatever the other keys do. Returns, for each key, the types it
    /// reached with the need each holds, sources first.
    static func flood(_ keys: [Int], own: [[PendingNeed]], in graph: DependencyGraph,
                              decisions: inout LevelDecisions) -> [[Reach]] {
        guard !keys.isEmpty else { return [] }
        var position = [Int: Int](minimumCapacity: keys.count)
        for (index, key) in keys.enumerated() { position[key] = index }
        var reached = [[Reach]](repeating: [], count: keys.count)
        for type in own.indices {
            for need in own[type] {
                guard let index = position[need.key] else { continue }
                reached[index].append(Reach(type: type, need: need))
            }
        }
        // The key that last reached each type, and the origin it carries: no table to clear per key.
        var reachedBy = [Int](repeating: -1, count: graph.types.count)
        var carried = [DependencyID](repeating: 0, count: graph.types.count)
        var queue: [TypeID] = []
        for (index, key) in keys.enumerated() {
            queue.removeAll(keepingCapacity: true)
            // A type's first reference of the key carries it.
            for source in reached[index] where reachedBy[source.type] != key {
                (reachedBy[source.type], carried[source.type]) = (key, source.need.origin)
                queue.append(source.type)
            }
            var head = 0
            while head < queue.count {
                let child = queue[head]
                head += 1
                for site in graph.types[child].registrationSites {
                    let parent = graph.dependencies[site].owner
                    guard reachedBy[parent] != key, case .passUp = decisions.decide(key, at: parent, in: graph) else { continue }
                    (reachedBy[parent], carried[parent]) = (key, carried[child])
                    queue.append(parent)
                    reached[index].append(Reach(type: parent, need: PendingNeed(key: key, origin: carried[child], via: site)))
                }
            }
        }
        return reached
    }

    /// A need that reaches a type already needing the same key (its own reference of that name,
    /// or another child's) is merged there: it travels up once, under the first origin. The
    /// references merged into it resolve, on that path, to whatever that origin resolves to, so
    /// every reference gets its `resolvesTo` edges (and its cycles) on every path.
    /// - Parameter mergedInto: per carrying reference, the references merged into it
    ///   (`recordProvisions` finds them).
    static func recordMergedReferences(_ graph: inout DependencyGraph, mergedInto: [DependencyID: [DependencyID]]) {
        guard !mergedInto.isEmpty else { return }
        // Worklist to a fixpoint: merges chain (Detail into Home into Screen), and may loop.
        var queue = graph.inDeclarationOrder(Array(mergedInto.keys))
        var head = 0
        while head < queue.count {
            let carrier = queue[head]
            head += 1
            let providers = graph.resolvedReferences[carrier] ?? []
            guard !providers.isEmpty else { continue }
            for merged in mergedInto[carrier] ?? [] {
                var known = graph.resolvedReferences[merged] ?? []
                let added = providers.filter { !known.contains($0) }
                guard !added.isEmpty else { continue }
                known += added
                graph.resolvedReferences[merged] = known
                if mergedInto[merged] != nil { queue.append(merged) }
            }
        }
    }

    /// For each of `sites` (in order), how the registering type provides each need of its target.
    /// Returns, per reference carrying a need up, the references merged into it (a need passed up
    /// into a type that already needs that key under another origin), and the failures tagged
    /// with their site. With `affected` (an editor's resolution), `resolvedReferences` and merges
    /// are recorded only for the keys it marks: the others are kept from the last resolution.
    static func recordProvisions(_ graph: inout DependencyGraph, at sites: some Sequence<DependencyID>, needs: [[PendingNeed]],
                                 affected: [Bool]?, decisions: inout LevelDecisions)
        -> (mergedInto: [DependencyID: [DependencyID]], failures: [TaggedFailure]) {
        var failures: [TaggedFailure] = []
        var mergedInto: [DependencyID: [DependencyID]] = [:]
        // Each registering type's first need of each key, listed on first use: searching its
        // needs for every need passed up through it was quadratic near the roots.
        var carriers = [[Int: DependencyID]?](repeating: nil, count: graph.types.count)
        if graph.provisions.isEmpty {
            // Sized up front: growing them, entry by entry, rehashed every entry again and again.
            graph.provisions.reserveCapacity(graph.dependencies.count)
            graph.resolvedReferences.reserveCapacity(needs.reduce(0) { $0 + $1.count { $0.via == nil } })
        }
        for site in sites {
            guard let target = graph.dependencies[site].target, graph.types[target].takesNeeds else { continue }
            let parent = graph.dependencies[site].owner
            var provisions: [Provision?] = []
            provisions.reserveCapacity(needs[target].count)
            for (need, pending) in zip(graph.needs[target], needs[target]) {
                var failure: ResolutionFailure.Kind?
                switch decisions.decide(pending.key, at: parent, in: graph) {
                case let .provided(provider):
                    provisions.append(.dependency(provider))
                    if affected?[pending.key] ?? true { graph.resolvedReferences[need.origin, default: []].append(provider) }
                    if !need.key.isFactory, graph.dependencies[provider].dependency.kind == .registration, graph.isFactory(provider) {
                        failure = .referenceToFactory(provider: provider)
                    }
                case let .mismatch(candidate):
                    provisions.append(nil)
                    failure = .typeMismatch(candidate: candidate)
                case let .ambiguous(candidates):
                    provisions.append(nil)
                    failure = .ambiguous(candidates: candidates)
                case .passUp:
                    provisions.append(.inherited(need.key))
                    guard affected?[pending.key] ?? true else { break }
                    if carriers[parent] == nil {
                        var firstOrigins: [Int: DependencyID] = [:]
                        for carried in needs[parent] where firstOrigins[carried.key] == nil { firstOrigins[carried.key] = carried.origin }
                        carriers[parent] = firstOrigins
                    }
                    if let carrier = carriers[parent]?[pending.key], carrier != pending.origin {
                        mergedInto[carrier, default: []].append(pending.origin)
                    }
                }
                // Only failures build the chain from the registering type down: building it for
                // every need would make deep graphs quadratic.
                if let failure {
                    let chain = [parent] + graph.chain(from: target, following: need.key)
                    failures.append(TaggedFailure(tag: site, failure: ResolutionFailure(reference: need.origin, kind: failure, chain: chain)))
                }
            }
            graph.provisions[site] = provisions
        }
        return (mergedInto, failures)
    }

    /// Needs that reach a type nobody registers have no provider, except where the semantics let
    /// them through (docs/semantics.md): isolated types are built by hand, and a public type's own references are
    /// the arguments of its public initializer.
    /// Tagged with the type, after every site (`TaggedFailure.rootTag`).
    static func rootFailures(_ graph: DependencyGraph, of types: [TypeID], publicTypesLeaveTheModule: Bool) -> [TaggedFailure] {
        var failures: [TaggedFailure] = []
        for type in types where graph.types[type].isAnnotated && !graph.types[type].isIsolated {
            if publicTypesLeaveTheModule, graph.types[type].isPublic { continue }
            // Most types are neither public nor roots: nothing to check, nothing to copy.
            guard !graph.needs[type].isEmpty, graph.types[type].isPublic || graph.types[type].isRoot else { continue }
            let node = graph.types[type]
            let ownReferenceNames = Set(node.dependencies.compactMap { id -> String? in
                let dependency = graph.dependencies[id].dependency
                return dependency.kind == .reference ? dependency.name : nil
            })
            // An optional reference (`ifAvailable`) is nil where nothing provides it: never a failure here.
            for need in graph.needs[type] where !need.key.isOptional {
                let reason: String
                if node.isPublic {
                    if ownReferenceNames.contains(need.key.name) { continue }
                    reason = node.isRoot
                        ? "'\(node.path)' is a public root: its own references are its initializer's arguments, and nothing else provides '\(need.key.name)'"
                        : "'\(node.path)' is public, so its public initializer can build it, and that initializer passes only its own references"
                } else if node.isRoot {
                    reason = need.via == nil
                        ? "nobody registers '\(node.path)'; register it in another type, or mark it with 'self.isIsolated = true' if it is built by hand"
                        : "fix: register '\(need.key.name)' (a registration exposing '\(need.key.type.swiftSource)') in '\(node.path)' or in a type between it and the reference"
                } else {
                    continue
                }
                let chain = graph.chain(from: type, following: need.key)
                // `foo <- Logger` under `logger = Logger <- Logging`: the registration is there,
                // behind an abstraction the reference does not ask for (docs/diagnostics.md type-mismatch).
                let kind: ResolutionFailure.Kind = concreteTypeCandidate(for: need, on: chain, in: graph)
                    .map { .typeMismatch(candidate: $0) } ?? .unresolvable(root: type, reason: reason)
                failures.append(TaggedFailure(tag: TaggedFailure.rootTag(type),
                                              failure: ResolutionFailure(reference: need.origin, kind: kind, chain: chain)))
            }
        }
        return failures
    }

    /// A registration on the path whose concrete type is the need's type, exposed as another
    /// abstraction: the only candidate when nothing provides the need.
    private static func concreteTypeCandidate(for need: Need, on chain: [TypeID], in graph: DependencyGraph) -> DependencyID? {
        guard !need.key.isFactory else { return nil }
        let owner = graph.dependencies[need.origin].owner
        for level in chain.reversed() where level != owner {
            for id in graph.types[level].dependencies {
                let dependency = graph.dependencies[id].dependency
                if dependency.kind == .registration, dependency.abstractType != nil, dependency.type.normalized == need.key.type {
                    return id
                }
            }
        }
        return nil
    }
}
