/// What resolution reads of a graph besides its dependencies' contents: the types, who
/// registers whom, which references ask their ancestors, and the flags that decide where needs
/// stop. A resolution of one graph is kept for another of the same shape key by key. Ids never
/// move (`DependencyTable`), so the shapes of an editor's graph before and after an edit differ at
/// most by the references it added or removed, which the kept resolution treats as references
/// whose key changed. Holds the graph's own arrays (no copy): compared field by field, where
/// listing the shape of every graph again would weigh on every refresh.
struct ResolutionShape: Sendable {
    let publicTypesLeaveTheModule: Bool
    let types: [GraphType]
    let dependencies: DependencyTable
    private let collectionReferences: Set<DependencyID>

    init(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool) {
        self.publicTypesLeaveTheModule = publicTypesLeaveTheModule
        types = graph.types
        dependencies = graph.dependencies
        collectionReferences = Set(graph.collections.references.keys)
    }

    /// Whether a resolution of this shape can be kept for `graph`: the same types, registrations
    /// and flags; every dependency in both has the same owner, target and kind; one in only one
    /// of them is a reference.
    func matches(_ graph: DependencyGraph, publicTypesLeaveTheModule: Bool) -> Bool {
        guard publicTypesLeaveTheModule == self.publicTypesLeaveTheModule, graph.types.count == types.count,
              graph.collections.references.count == collectionReferences.count,
              graph.collections.references.keys.allSatisfy(collectionReferences.contains) else { return false }
        for (old, new) in zip(types, graph.types) {
            guard old.path == new.path, old.registrationSites == new.registrationSites, old.resolutionFlags == new.resolutionFlags,
                  old.dependencies == new.dependencies || providers(of: old, in: dependencies) == providers(of: new, in: graph.dependencies)
            else { return false }
        }
        for id in 0..<max(dependencies.idLimit, graph.dependencies.idLimit) {
            switch (dependencies.contains(id: id), graph.dependencies.contains(id: id)) {
            case (true, true):
                let (old, new) = (dependencies[id], graph.dependencies[id])
                guard old.owner == new.owner, old.target == new.target, old.dependency.kind == new.dependency.kind,
                      old.dependency.isSetter == new.dependency.isSetter else { return false }
            case (true, false):
                guard dependencies[id].dependency.kind == .reference else { return false }
            case (false, true):
                guard graph.dependencies[id].dependency.kind == .reference else { return false }
            case (false, false):
                continue
            }
        }
        return true
    }

    /// A type's dependencies but its references, in order.
    private func providers(of type: GraphType, in table: DependencyTable) -> [DependencyID] {
        type.dependencies.filter { table[$0].dependency.kind != .reference }
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
