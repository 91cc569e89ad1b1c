/// Annotated types that only filtered-out registrations built (docs/semantics.md Platforms / projects):
/// with `--platform` or `--project-name`, they leave the graph with the registrations, and so do
/// the types that only they registered, transitively.
enum RemovedTypes {
    static func find(_ files: [FileSyntax], qualifier: TypeQualifier, options: LinkOptions) -> Set<String> {
        guard options.platform != nil || options.projectName != nil else { return [] }
        let types = files.flatMap(\.types)
        // Who registers each annotated path, and whether that registration survives filtering.
        var sites: [String: [(owner: String, kept: Bool)]] = [:]
        let annotated = Set(types.map(\.path))
        for type in types {
            for var dependency in type.dependencies where dependency.kind == .registration && !dependency.isSetter {
                _ = qualifier.qualify(&dependency, owner: type)
                guard let path = dependency.type.nominalPath, annotated.contains(path) else { continue }
                sites[path, default: []].append((type.path, options.keeps(dependency)))
            }
        }
        var removed = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (path, registrations) in sites where !removed.contains(path) {
                if registrations.allSatisfy({ !$0.kept || removed.contains($0.owner) }) {
                    removed.insert(path)
                    changed = true
                }
            }
        }
        return removed
    }
}
