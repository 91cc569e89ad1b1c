/// How checks name what they report: a chain of types, or one dependency and its owner.
extension DependencyGraph {
    /// `App -> Home -> Detail`.
    func describe(chain: [TypeID]) -> String {
        chain.map { types[$0].path }.joined(separator: " -> ")
    }

    /// `'movieManager: MovieManaging' in App`.
    func describe(dependency id: DependencyID) -> String {
        let entry = dependencies[id]
        return "'\(entry.dependency.name): \(entry.dependency.exposedType.swiftSource)' in \(types[entry.owner].path)"
    }
}
