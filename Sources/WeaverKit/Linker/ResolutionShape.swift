/// What resolution reads of a graph besides its dependencies' contents: the types, who
/// registers whom, which references ask their ancestors, and the flags that decide where needs
/// stop. Two graphs of one shape number their types and dependencies alike, so a resolution of
/// one can be kept for the other key by key. Holds the graph's own arrays (no copy): compared
/// field by field, where listing the shape of every graph again would weigh on every refresh.
struct ResolutionShape: Sendable {
    let publicTypesLeaveTheModule: Bool
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
            guard old.owner == new.owner, old.target == new.target, old.dependency.kind == new.dependency.kind,
                  old.dependency.isSetter == new.dependency.isSetter else { return false }
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
