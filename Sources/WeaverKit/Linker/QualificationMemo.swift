/// Each parsed dependency's qualified form (or its `invalid-type` problem), remembered while the
/// declarations it was qualified against stay the same (`LinkContext`): an editor links the same
/// parse results again at every refresh, and qualifying every dependency of a large project again
/// would be the largest part of adding the annotated types.
final class QualificationMemo: Sendable {
    /// A class: read out of the table at every link, as one retain.
    private final class Entry: Sendable {
        /// Held so that its identity (the key) is not reused by another parse.
        let parsed: Dependency
        let owner: String
        let result: Result<Dependency, Diagnostic>

        init(parsed: Dependency, owner: String, result: Result<Dependency, Diagnostic>) {
            (self.parsed, self.owner, self.result) = (parsed, owner, result)
        }
    }

    private let entries = Locked<[ObjectIdentifier: Entry]>([:])
    private static let limit = 200_000

    /// `qualifier.qualify(&dependency, owner:scopes:)`, remembered; `scopes` is asked only when
    /// the dependency was not qualified before.
    func qualify(_ dependency: inout Dependency, owner: AnnotatedTypeSyntax, qualifier: TypeQualifier,
                 scopes: () -> [String]) -> Diagnostic? {
        let key = dependency.parseIdentity
        if let entry = entries.withLock({ $0[key] }), entry.owner == owner.path {
            switch entry.result {
            case let .success(qualified):
                dependency = qualified
                return nil
            case let .failure(problem): return problem
            }
        }
        let parsed = dependency
        let problem = qualifier.qualify(&dependency, owner: owner, scopes: scopes())
        let entry = Entry(parsed: parsed, owner: owner.path, result: problem.map { .failure($0) } ?? .success(dependency))
        entries.withLock { entries in
            // Edits leave the entries of replaced parses behind: past this many, start again.
            if entries.count >= Self.limit { entries.removeAll() }
            entries[key] = entry
        }
        return problem
    }
}
