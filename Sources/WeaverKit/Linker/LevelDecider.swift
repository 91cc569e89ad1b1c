/// What one level of the walk decides for a need (SPEC §5 Reference): a dependency named like
/// the need decides (compatible or not); else exactly one type-compatible registration or
/// parameter resolves it by type; several are ambiguous; none passes it up.
struct LevelDecider: Sendable {
    enum Decision: Equatable {
        case provided(DependencyID)
        case mismatch(DependencyID)
        case ambiguous([DependencyID])
        case passUp
    }

    private struct Candidate: Sendable {
        var id: DependencyID
        var name: String
        var exposedType: TypeExpression
        /// For a factory registration: `(P1, …) -> Exposed`, what `@WeaverPn(.reference)` asks for.
        var factoryType: TypeExpression?
        var providesByType: Bool
    }

    private let candidates: [Candidate]

    init(graph: DependencyGraph, type: TypeID) {
        let node = graph.types[type]
        let publicRoot = node.isPublic && node.isRoot
        candidates = node.dependencies.compactMap { id in
            let dependency = graph.dependencies[id].dependency
            switch dependency.kind {
            case .registration, .parameter:
                return Candidate(id: id, name: dependency.name, exposedType: dependency.exposedType,
                                 factoryType: graph.factoryType(of: id), providesByType: true)
            case .reference:
                guard publicRoot else { return nil }
                return Candidate(id: id, name: dependency.name, exposedType: dependency.type,
                                 factoryType: dependency.isFactoryReference ? dependency.type : nil, providesByType: false)
            }
        }
    }

    func decide(_ key: NeedKey) -> Decision {
        func satisfies(_ candidate: Candidate) -> Bool {
            if key.isFactory { return candidate.factoryType.map { key.type.isSatisfied(by: $0) } ?? false }
            return key.type.isSatisfied(by: candidate.exposedType)
        }
        if let named = candidates.first(where: { $0.name == key.name }) {
            return satisfies(named) ? .provided(named.id) : .mismatch(named.id)
        }
        let byType = candidates.filter { $0.providesByType && satisfies($0) }
        switch byType.count {
        case 0: return .passUp
        case 1: return .provided(byType[0].id)
        default: return .ambiguous(byType.map(\.id))
        }
    }
}
