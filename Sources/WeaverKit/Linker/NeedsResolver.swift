/// Resolves references (SPEC §5). A type's *needs* are the references of its subtree that its
/// subtree does not satisfy; each registering type decides them at its own level or passes them
/// up. Following every registration edge this way is the "every path" rule without enumerating
/// paths, which can be exponentially many. Iterative worklist: no recursion, cycles welcome.
enum NeedsResolver {
    /// A need while resolving: its key as a number of the `NeedKeyTable`.
    private struct PendingNeed {
        var key: Int
        var origin: DependencyID
        var via: DependencyID?
    }

    /// - Parameter publicTypesLeaveTheModule: with `--module-name`, a public type's needs are
    ///   its entry point's arguments, given by the importing module (SPEC §11), not failures here.
    /// - Parameter deciders: registering types' deciders kept from earlier links (an editor's).
    static func resolve(_ graph: inout DependencyGraph, publicTypesLeaveTheModule: Bool = false, deciders: DeciderMemo? = nil) {
        var table = NeedKeyTable()
        // Read once: reaching it through the graph for every dependency retained its tables each time.
        let collectionReferences = graph.collections.references
        var needs: [[PendingNeed]] = graph.types.indices.map { type in
            graph.types[type].dependencies.compactMap { id in
                // A collection reference is built by its consumer (SPEC §13), not asked of ancestors.
                guard graph.dependencies[id].dependency.kind == .reference,
                      collectionReferences.isEmpty || collectionReferences[id] == nil else { return nil }
                return PendingNeed(key: table.id(of: NeedKey(reference: graph.dependencies[id].dependency)), origin: id, via: nil)
            }
        }
        var decisions = LevelDecisions(keys: table, typeCount: graph.types.count, memo: deciders)
        let passed = flood(needs, keys: table, in: graph, decisions: &decisions)
        let places = table.places()
        for type in needs.indices where !passed[type].isEmpty {
            needs[type] += passed[type].count > 1 ? passed[type].sorted { places[$0.key] < places[$1.key] } : passed[type]
        }
        graph.needs = needs.map { $0.map { Need(key: table.keys[$0.key], origin: $0.origin, via: $0.via) } }
        let mergedInto = recordProvisions(&graph, needs: needs, decisions: &decisions)
        recordMergedReferences(&graph, mergedInto: mergedInto)
        recordRootFailures(&graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
    }

    /// Each key travels up on its own, breadth-first from the references asking for it (types in
    /// graph order, dependencies in declaration order): a type passes a key up under the origin
    /// that reached it first, its own reference before any child's, so a need is carried by the
    /// nearest reference, whatever the other keys do. Returns, per type, the needs its children
    /// passed up to it, in the order they came.
    private static func flood(_ own: [[PendingNeed]], keys: NeedKeyTable, in graph: DependencyGraph,
                              decisions: inout LevelDecisions) -> [[PendingNeed]] {
        var sources = [[PendingNeed]](repeating: [], count: keys.keys.count)
        for type in own.indices {
            for need in own[type] { sources[need.key].append(need) }
        }
        var passed = [[PendingNeed]](repeating: [], count: graph.types.count)
        // The key that last reached each type, and the origin it carries: no table to clear per key.
        var reachedBy = [Int](repeating: -1, count: graph.types.count)
        var carried = [DependencyID](repeating: 0, count: graph.types.count)
        var queue: [TypeID] = []
        for key in sources.indices {
            queue.removeAll(keepingCapacity: true)
            for need in sources[key] {
                let type = graph.dependencies[need.origin].owner
                guard reachedBy[type] != key else { continue }
                (reachedBy[type], carried[type]) = (key, need.origin)
                queue.append(type)
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
                    passed[parent].append(PendingNeed(key: key, origin: carried[child], via: site))
                }
            }
        }
        return passed
    }

    /// A need that reaches a type already needing the same key (its own reference of that name,
    /// or another child's) is merged there: it travels up once, under the first origin. The
    /// references merged into it resolve, on that path, to whatever that origin resolves to, so
    /// every reference gets its `resolvesTo` edges (and its cycles) on every path.
    /// - Parameter mergedInto: per carrying reference, the references merged into it
    ///   (`recordProvisions` finds them).
    private static func recordMergedReferences(_ graph: inout DependencyGraph, mergedInto: [DependencyID: [DependencyID]]) {
        guard !mergedInto.isEmpty else { return }
        // Worklist to a fixpoint: merges chain (Detail into Home into Screen), and may loop.
        var queue = Array(mergedInto.keys).sorted()
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

    /// For every registration site, how the registering type provides each need of its target.
    /// Returns, per reference carrying a need up, the references merged into it: a need passed
    /// up into a type that already needs that key under another origin.
    private static func recordProvisions(_ graph: inout DependencyGraph, needs: [[PendingNeed]],
                                         decisions: inout LevelDecisions) -> [DependencyID: [DependencyID]] {
        var failures: [ResolutionFailure] = []
        var mergedInto: [DependencyID: [DependencyID]] = [:]
        // Each registering type's first need of each key, listed on first use: searching its
        // needs for every need passed up through it was quadratic near the roots.
        var carriers = [[Int: DependencyID]?](repeating: nil, count: graph.types.count)
        // Sized up front: growing them, entry by entry, rehashed every entry again and again.
        graph.provisions.reserveCapacity(graph.dependencies.count)
        graph.resolvedReferences.reserveCapacity(needs.reduce(0) { $0 + $1.count { $0.via == nil } })
        for site in graph.dependencies.indices {
            guard let target = graph.dependencies[site].target, graph.types[target].takesNeeds else { continue }
            let parent = graph.dependencies[site].owner
            var provisions: [Provision?] = []
            provisions.reserveCapacity(needs[target].count)
            for (need, pending) in zip(graph.needs[target], needs[target]) {
                var failure: ResolutionFailure.Kind?
                switch decisions.decide(pending.key, at: parent, in: graph) {
                case let .provided(provider):
                    provisions.append(.dependency(provider))
                    graph.resolvedReferences[need.origin, default: []].append(provider)
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
                // every need made deep graphs quadratic (a 4,000-type chain linked in 0.6 s).
                if let failure {
                    failures.append(ResolutionFailure(reference: need.origin, kind: failure, chain: [parent] + graph.chain(from: target, following: need.key)))
                }
            }
            graph.provisions[site] = provisions
        }
        graph.failures += failures
        return mergedInto
    }

    /// Needs that reach a type nobody registers have no provider, except where the SPEC lets
    /// them through: isolated types are built by hand, and a public type's own references are
    /// the arguments of its public initializer.
    private static func recordRootFailures(_ graph: inout DependencyGraph, publicTypesLeaveTheModule: Bool) {
        for type in graph.types.indices where graph.types[type].isAnnotated && !graph.types[type].isIsolated {
            if publicTypesLeaveTheModule, graph.types[type].isPublic { continue }
            // Most types are neither public nor roots: nothing to check, nothing to copy.
            guard !graph.needs[type].isEmpty, graph.types[type].isPublic || graph.types[type].isRoot else { continue }
            let node = graph.types[type]
            let ownReferenceNames = Set(node.dependencies.compactMap { id -> String? in
                let dependency = graph.dependencies[id].dependency
                return dependency.kind == .reference ? dependency.name : nil
            })
            for need in graph.needs[type] {
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
                // behind an abstraction the reference does not ask for (SPEC §6 type-mismatch).
                let kind: ResolutionFailure.Kind = concreteTypeCandidate(for: need, on: chain, in: graph)
                    .map { .typeMismatch(candidate: $0) } ?? .unresolvable(root: type, reason: reason)
                graph.failures.append(ResolutionFailure(reference: need.origin, kind: kind, chain: chain))
            }
        }
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
