extension ResolutionMemo {
    /// Resolves the needs of `graph` as `NeedsResolver.resolve` does, starting from the last
    /// resolution when the graph has its shape (`ResolutionShape`): only the keys the edit
    /// touched, and the sites and types they reach, are worked out again. With
    /// `WEAVER_VERIFY_INCREMENTAL=1` an editor compares the outcome with a fresh analysis.
    /// - Parameter deciders: registering types' deciders kept from earlier links.
    func resolve(_ graph: inout DependencyGraph, publicTypesLeaveTheModule: Bool, deciders: DeciderMemo?) {
        var (table, earlier) = recall(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
        guard let earlier else {
            let work = NeedsResolver.resolveAll(&graph, table: &table, publicTypesLeaveTheModule: publicTypesLeaveTheModule,
                                                deciders: deciders)
            remember(work, graph: graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule, keys: table)
            return
        }
        typealias PendingNeed = NeedsResolver.PendingNeed
        let (own, ownKeys) = NeedsResolver.ownNeeds(graph) { id in
            // The same reference as the last resolution's: the same key. Unchanged ones share
            // their parse's storage, and compare at once.
            earlier.ownKey(of: id, graph.dependencies[id].dependency) ?? table.id(of: NeedKey(reference: graph.dependencies[id].dependency))
        }
        var decisions = LevelDecisions(keys: table, typeCount: graph.types.count, memo: deciders)
        let affected = earlier.keysToResolve(ownKeys: ownKeys, keyCount: table.keys.count, decisions: &decisions, in: graph)
        let affectedKeys = affected.indices.filter { affected[$0] }

        var floods = earlier.floods
        floods += repeatElement([], count: table.keys.count - floods.count)
        for (key, reached) in zip(affectedKeys, NeedsResolver.flood(affectedKeys, own: own, in: graph, decisions: &decisions)) {
            floods[key] = reached
        }
        // The types whose needs may differ: those the resolved keys reach, now or before.
        var touched = [Bool](repeating: false, count: graph.types.count)
        for key in affectedKeys {
            for reach in floods[key] { touched[reach.type] = true }
            if key < earlier.floods.count { for reach in earlier.floods[key] { touched[reach.type] = true } }
        }
        let touchedTypes = touched.indices.filter { touched[$0] }
        var passed = [[PendingNeed]](repeating: [], count: graph.types.count)
        for key in affectedKeys {
            for reach in floods[key] where reach.need.via != nil { passed[reach.type].append(reach.need) }
        }
        // Needs: own references first, then the passed ones in key order (kept ones and new ones).
        let inKeyOrder = table.sorter(numbering: nil)
        var pending = earlier.pending
        for type in touchedTypes {
            var inherited = earlier.pending[type].filter { $0.via != nil && !affected[$0.key] }
            inherited += passed[type]
            pending[type] = own[type] + (inherited.count > 1 ? inKeyOrder(inherited) : inherited)
        }
        graph.needs = earlier.needs
        for type in touchedTypes { graph.needs[type] = pending[type].map { Need(key: table.keys[$0.key], origin: $0.origin, via: $0.via) } }

        // Provisions at the sites that build a touched type; the rest are as they were.
        let linkFailures = graph.failures
        (graph.provisions, graph.resolvedReferences) = (earlier.provisions, earlier.resolvedReferences)
        for type in touchedTypes {
            for need in earlier.pending[type] + own[type] where need.via == nil && affected[need.key] {
                graph.resolvedReferences[need.origin] = nil
            }
        }
        let sites = touchedTypes.flatMap { graph.types[$0].registrationSites }.sorted()
        var (mergedInto, tagged) = NeedsResolver.recordProvisions(&graph, at: sites, needs: pending, affected: affected,
                                                                  decisions: &decisions)
        NeedsResolver.recordMergedReferences(&graph, mergedInto: mergedInto)
        tagged += NeedsResolver.rootFailures(graph, of: touchedTypes, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
        // Kept: the failures of the sites and types not worked out again. Both lists are in tag
        // order, and no tag is in both.
        let kept = earlier.failures.filter { !touched[$0.rootType ?? graph.dependencies[$0.tag].target ?? 0] }
        tagged = TaggedFailure.merge(kept, tagged)
        graph.failures = linkFailures + tagged.map(\.failure)
        remember(NeedsResolver.Work(ownKeys: ownKeys, floods: floods, pending: pending, decisions: decisions, failures: tagged),
                 graph: graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule, keys: table)
    }

    private func remember(_ work: NeedsResolver.Work, graph: DependencyGraph, publicTypesLeaveTheModule: Bool, keys: NeedKeyTable) {
        remember(Resolution(shape: ResolutionShape(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule),
                            ownKeys: work.ownKeys, floods: work.floods, pending: work.pending, deciders: work.decisions.deciders,
                            needs: graph.needs, provisions: graph.provisions, resolvedReferences: graph.resolvedReferences,
                            failures: work.failures),
                 keys: keys)
    }
}
