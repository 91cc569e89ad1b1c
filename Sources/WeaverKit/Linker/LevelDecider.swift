/// What one level of the walk decides for a need (SPEC §5 Reference): a dependency named like
/// the need decides (compatible or not); else exactly one type-compatible registration or
/// parameter resolves it by type; several are ambiguous; none passes it up.
/// A class: `LevelDecisions` keeps one per registering type and reads it for every need, and
/// copying a struct of four tables out of its optional slot each time retained all four.
final class LevelDecider: Sendable {
    enum Decision: Equatable {
        case provided(DependencyID)
        case mismatch(DependencyID)
        case ambiguous([DependencyID])
        case passUp
    }

    private struct Candidate: Sendable {
        var id: DependencyID
        var name: String
        /// Normalized here once: every need that reaches the type is compared with it.
        var exposedType: TypeExpression
        /// For a factory registration: `(P1, …) -> Exposed`, what `@WeaverPn(.reference)` asks for; normalized.
        var factoryType: TypeExpression?
        var providesByType: Bool
    }

    private let candidates: [Candidate]
    /// The first candidate of each name: names decide before types.
    private let candidateByName: [String: Int]
    /// Candidates that may resolve by type, by their normalized exposed type; compositions are
    /// also kept apart, since they satisfy any subset of their components. Only for a type with
    /// many candidates: most have a few, and comparing a few types is cheaper than hashing them
    /// all to build a table for each registering type.
    private let byTypeCandidates: [TypeExpression: [Int]]?
    private let compositionCandidates: [Int]
    private static let largestSearched = 16

    init(graph: DependencyGraph, type: TypeID) {
        let publicRoot = graph.types[type].isPublic && graph.types[type].isRoot
        candidates = graph.types[type].dependencies.compactMap { id in
            // A copy is one retain: `Dependency` keeps its fields in a shared box.
            let dependency = graph.dependencies[id].dependency
            switch dependency.kind {
            case .registration, .parameter:
                return Candidate(id: id, name: dependency.name, exposedType: dependency.exposedType.normalized,
                                 factoryType: graph.factoryType(of: id)?.normalized, providesByType: true)
            case .reference:
                guard publicRoot else { return nil }
                let type = dependency.type.normalized
                return Candidate(id: id, name: dependency.name, exposedType: type,
                                 factoryType: dependency.isFactoryReference ? type : nil, providesByType: false)
            }
        }
        var byName = [String: Int](minimumCapacity: candidates.count)
        var byType = [TypeExpression: [Int]](minimumCapacity: candidates.count > Self.largestSearched ? candidates.count : 0)
        var compositions: [Int] = []
        for (index, candidate) in candidates.enumerated() {
            if byName[candidate.name] == nil { byName[candidate.name] = index }
            guard candidate.providesByType else { continue }
            if candidates.count > Self.largestSearched {
                byType[candidate.exposedType, default: []].append(index)
                if let factoryType = candidate.factoryType { byType[factoryType, default: []].append(index) }
            }
            if case .composition = candidate.exposedType { compositions.append(index) }
        }
        candidateByName = byName
        byTypeCandidates = candidates.count > Self.largestSearched ? byType : nil
        compositionCandidates = compositions
    }

    func decide(_ key: NeedKey) -> Decision {
        let wanted = key.type.normalized
        func satisfies(_ candidate: Candidate) -> Bool {
            if key.isFactory { return candidate.factoryType.map { wanted.isSatisfied(byNormalized: $0) } ?? false }
            return wanted.isSatisfied(byNormalized: candidate.exposedType)
        }
        if let index = candidateByName[key.name] {
            let named = candidates[index]
            return satisfies(named) ? .provided(named.id) : .mismatch(named.id)
        }
        let sameType = byTypeCandidates.map { $0[key.type] ?? [] } ?? candidates.indices.filter { index in
            candidates[index].providesByType && (candidates[index].exposedType == key.type || candidates[index].factoryType == key.type)
        }
        if sameType.isEmpty, key.isFactory || compositionCandidates.isEmpty { return .passUp }
        let possible = Set(sameType + (key.isFactory ? [] : compositionCandidates)).sorted()
        let byType = possible.map { candidates[$0] }.filter(satisfies)
        switch byType.count {
        case 0: return .passUp
        case 1: return .provided(byType[0].id)
        default: return .ambiguous(byType.map(\.id))
        }
    }
}
