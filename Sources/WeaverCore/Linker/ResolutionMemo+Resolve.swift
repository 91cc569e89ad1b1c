extension ResolutionMemo {
    /// Resolves the needs of `graph` as `NeedsResolver.resolve` does, starting from the last
    /// resolution when the graph has its shape (`ResolutionShape`): only the keys the edit
    /// touched, and the sites and types they reach, are worked out again. With
    /// `WEAVER_VERIFY_INCREMENTAL=1` an editor compares the outcome with a fresh analysis.
    /// - Parameter deciders: registering types' deciders kept from earlier links.
    func resolve(_ graph: inout DependencyGraph, publicTypesLeaveTheModule: Bool, deciders: DeciderMemo?) {
        var (table, earlier) = recall(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
        let work = NeedsResolver.resolve(&graph, table: &table, publicTypesLeaveTheModule: publicTypesLeaveTheModule,
                                         deciders: deciders, earlier: earlier)
        remember(work, graph: graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule, keys: table)
    }

    private func remember(_ work: NeedsResolver.Work, graph: DependencyGraph, publicTypesLeaveTheModule: Bool, keys: NeedKeyTable) {
        remember(Resolution(shape: ResolutionShape(graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule),
                            ownKeys: work.ownKeys, floods: work.floods, pending: work.pending, deciders: work.decisions.deciders,
                            needs: graph.needs, provisions: graph.provisions, resolvedReferences: graph.resolvedReferences,
                            failures: work.failures),
                 keys: keys)
    }
}
