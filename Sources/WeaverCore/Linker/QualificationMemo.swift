/// Each parsed dependency's qualified form (or its `invalid-type` problem), remembered while the
/// declarations it was qualified against stay the same (`LinkContext`): an editor links the same
/// parse results again at every refresh, and qualifying every dependency of a large project again
/// would be the largest part of adding the annotated types.
final class QualificationMemo: Sendable {
    /// A class: read out of the table at every link, as one retain.
    private final class Entry: Sendable {
        /// The dependency as parsed: an entry answers for a dependency equal to it.
        let parsed: Dependency
        let result: Result<Dependency, Diagnostic>

        init(parsed: Dependency, result: Result<Dependency, Diagnostic>) {
            (self.parsed, self.result) = (parsed, result)
        }
    }

    /// Where a dependency's entry is: its owner and name (a type declares a name once, or once
    /// per `#if` branch).
    private struct Key: Hashable {
        let owner: String
        let name: String
    }

    private let entries = Locked<[Key: [Entry]]>([:])
    private static let limit = 200_000

    /// `qualifier.qualify(&dependency, owner:scopes:)`, remembered; `scopes` is asked only when
    /// the dependency was not qualified before.
    func qualify(_ dependency: inout Dependency, owner: AnnotatedTypeSyntax, qualifier: TypeQualifier,
                 scopes: () -> [String]) -> Diagnostic? {
        let key = Key(owner: owner.path, name: dependency.name)
        // Compared as values: instant for an unchanged dependency, which shares its parse's storage.
        if let entry = entries.withLock({ $0[key] })?.first(where: { $0.parsed == dependency }) {
            switch entry.result {
            case let .success(qualified):
                dependency = qualified
                return nil
            case let .failure(problem): return problem
            }
        }
        let parsed = dependency
        let problem = qualifier.qualify(&dependency, owner: owner, scopes: scopes())
        let entry = Entry(parsed: parsed, result: problem.map { .failure($0) } ?? .success(dependency))
        entries.withLock { entries in
            // Edits leave the entries of replaced parses behind: past this many, start again.
            if entries.count >= Self.limit { entries.removeAll() }
            // The last few parses of a name: an edit going back and forth finds its earlier one.
            var kept = entries[key] ?? []
            if kept.count >= 4 { kept.removeFirst() }
            kept.append(entry)
            entries[key] = kept
        }
        return problem
    }
}
