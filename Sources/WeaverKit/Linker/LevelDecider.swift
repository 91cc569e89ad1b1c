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
                return Candidate(id: id, name: dependency.name, exposedType: dependency.exposedType, providesByType: true)
            case .reference:
                return publicRoot ? Candidate(id: id, name: dependency.name, exposedType: dependency.type, providesByType: false) : nil
            }
        }
    }

    func decide(_ key: NeedKey) -> Decision {
        if let named = candidates.first(where: { $0.name == key.name }) {
            return key.type.isSatisfied(by: named.exposedType) ? .provided(named.id) : .mismatch(named.id)
        }
        let byType = candidates.filter { $0.providesByType && key.type.isSatisfied(by: $0.exposedType) }
        switch byType.count {
        case 0: return .passUp
        case 1: return .provided(byType[0].id)
        default: return .ambiguous(byType.map(\.id))
        }
    }
}
