/// What one level of the walk decides for a need (docs/semantics.md Reference): a dependency named like
/// the need decides (compatible or not); else exactly one type-compatible registration or
/// parameter resolves it by type; several are ambiguous; none passes it up.
///
/// A class: `LevelDecisions` keeps one per registering type and reads it for every need, and
/// copying a struct of four tables out of its optional slot each time retained all four. It
/// names candidates by their place among the type's `candidateIDs`, not by graph-wide ids, so an
/// editor can keep it across links while the type's registrations and parameters stay the same
/// (`DeciderMemo`), also when a reference is added or removed there.
final class LevelDecider: Sendable {
    /// Dependencies are named by their index in the registering type's `candidateIDs`.
    enum Decision: Equatable, Sendable {
        case provided(Int)
        case mismatch(Int)
        case ambiguous([Int])
        case passUp
    }

    private struct Candidate: Equatable, Sendable {
        /// Its index in the type's `candidateIDs`.
        var local: Int
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
    /// Decisions made so far: a kept decider answers a later link's needs without comparing types.
    private let decided = Locked<[NeedKey: Decision]>([:])

    /// The dependencies of `type` that may decide a need, in declaration order: its registrations
    /// and parameters, and a public root's references (its initializer's arguments).
    static func candidateIDs(of type: TypeID, in graph: DependencyGraph) -> [DependencyID] {
        let own = graph.types[type].dependencies
        if graph.types[type].isPublic && graph.types[type].isRoot { return own }
        return own.filter { graph.dependencies[$0].dependency.kind != .reference }
    }

    init(graph: DependencyGraph, type: TypeID, candidateIDs: [DependencyID]) {
        candidates = candidateIDs.enumerated().map { local, id in
            // A copy is one retain: `Dependency` keeps its fields in a shared box.
            let dependency = graph.dependencies[id].dependency
            switch dependency.kind {
            case .registration, .parameter:
                return Candidate(local: local, name: dependency.name, exposedType: dependency.exposedType.normalized,
                                 factoryType: graph.factoryType(of: id)?.normalized, providesByType: true)
            case .reference:
                let type = dependency.type.normalized
                return Candidate(local: local, name: dependency.name, exposedType: type,
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

    /// Whether it decides every need as `other` does: the same candidates (the tables are made from them).
    func decidesLike(_ other: LevelDecider) -> Bool { candidates == other.candidates }

    func decide(_ key: NeedKey) -> Decision {
        if let known = decided.withLock({ $0[key] }) { return known }
        let decision = deciding(key)
        decided.withLock { $0[key] = decision }
        return decision
    }

    private func deciding(_ key: NeedKey) -> Decision {
        let wanted = key.type.normalized
        // An optional reference (`ifAvailable`) takes what provides its wrapped type, or the optional itself.
        let wrapped = key.isOptional ? wanted.unwrappingOptional : wanted
        func satisfies(_ candidate: Candidate) -> Bool {
            if key.isFactory { return candidate.factoryType.map { wanted.isSatisfied(byNormalized: $0) } ?? false }
            return wrapped.isSatisfied(byNormalized: candidate.exposedType) || (key.isOptional && wanted == candidate.exposedType)
        }
        if let index = candidateByName[key.name] {
            let named = candidates[index]
            return satisfies(named) ? .provided(named.local) : .mismatch(named.local)
        }
        let byTypeKeys = key.isOptional ? [wrapped, wanted] : [key.type]
        let sameType = byTypeCandidates.map { table in byTypeKeys.flatMap { table[$0] ?? [] } } ?? candidates.indices.filter { index in
            candidates[index].providesByType
                && byTypeKeys.contains { candidates[index].exposedType == $0 || candidates[index].factoryType == $0 }
        }
        if sameType.isEmpty, key.isFactory || compositionCandidates.isEmpty { return .passUp }
        let possible = Set(sameType + (key.isFactory ? [] : compositionCandidates)).sorted()
        let byType = possible.map { candidates[$0] }.filter(satisfies)
        switch byType.count {
        case 0: return .passUp
        case 1: return .provided(byType[0].local)
        default: return .ambiguous(byType.map(\.local))
        }
    }

    /// One value of a decider's signature.
    enum SignaturePart: Equatable, Sendable {
        case publicRoot(Bool)
        case dependency(Dependency)
        /// Closes the list of a registration's target's parameters.
        case parameterCount(Int)
    }

    /// What the decider is made from, as values: the type's dependencies (compared as values,
    /// which is instant for the unchanged ones: they share their parse's storage), each
    /// registration's target's parameters (a factory's closure type), and whether the type is a
    /// public root.
    static func signature(of type: TypeID, in graph: DependencyGraph) -> [SignaturePart] {
        var parts: [SignaturePart] = []
        walkSignature(of: type, in: graph) { part in
            parts.append(part)
            return true
        }
        return parts
    }

    /// Whether `parts` is the type's signature now, compared as it is walked: most types of a
    /// refresh are unchanged, and listing their signatures again allocated for each.
    static func signature(_ parts: [SignaturePart], matches type: TypeID, in graph: DependencyGraph) -> Bool {
        var index = 0
        let walkedAll = walkSignature(of: type, in: graph) { part in
            defer { index += 1 }
            return index < parts.count && parts[index] == part
        }
        return walkedAll && index == parts.count
    }

    /// Gives `visit` the signature's parts in order; false as soon as `visit` says to stop.
    @discardableResult
    private static func walkSignature(of type: TypeID, in graph: DependencyGraph, _ visit: (SignaturePart) -> Bool) -> Bool {
        guard visit(.publicRoot(graph.types[type].isPublic && graph.types[type].isRoot)) else { return false }
        for id in graph.types[type].dependencies {
            guard visit(.dependency(graph.dependencies[id].dependency)) else { return false }
            guard let target = graph.dependencies[id].target else { continue }
            var count = 0
            for parameter in graph.types[target].dependencies where graph.dependencies[parameter].dependency.kind == .parameter {
                guard visit(.dependency(graph.dependencies[parameter].dependency)) else { return false }
                count += 1
            }
            guard visit(.parameterCount(count)) else { return false }
        }
        return true
    }
}

/// Each registering type's decider from the last link, by type path, with what it was made
/// from (`LevelDecider.signature`): an editor's refresh makes again only the deciders of types
/// whose dependencies changed, and the decisions they made come with them.
final class DeciderMemo: Sendable {
    private let entries = Locked<[String: (signature: [LevelDecider.SignaturePart], decider: LevelDecider)]>([:])

    func decider(for type: TypeID, in graph: DependencyGraph, candidateIDs: [DependencyID]) -> LevelDecider {
        let path = graph.types[type].path
        let entry = entries.withLock { $0[path] }
        if let entry, LevelDecider.signature(entry.signature, matches: type, in: graph) { return entry.decider }
        let signature = LevelDecider.signature(of: type, in: graph)
        var decider = LevelDecider(graph: graph, type: type, candidateIDs: candidateIDs)
        // The type's file was parsed again, but it registers what it did: the kept decider (and
        // the decisions it made) stays, and a resolution kept with it knows nothing changed here.
        if let entry, decider.decidesLike(entry.decider) { decider = entry.decider }
        entries.withLock { $0[path] = (signature, decider) }
        return decider
    }
}
