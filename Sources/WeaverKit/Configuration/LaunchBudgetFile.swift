import WeaverCore
/// Reads a launch budget (`--budget`, docs/cost.md): YAML like the configuration, one root a
/// line, `App: 40` (instances) or `App: {instances: 40, depth: 6}`. Every problem is a usage
/// error at its line: a budget that silently checks nothing is worse than none.
enum LaunchBudgetFile {
    static func read(_ path: String, projectPath: String) throws(PipelineError) -> LaunchBudget {
        let shown = PathResolver.relative(path, to: projectPath)
        guard let contents = FileSystem.contents(of: path) else {
            throw PipelineError(.error(.io, "the launch budget '\(shown)' cannot be read", at: nil))
        }
        return try parse(contents.bytes, file: shown)
    }

    static func parse(_ bytes: [UInt8], file: String) throws(PipelineError) -> LaunchBudget {
        do {
            return try budget(YAMLReader.read(bytes).entries, file: file)
        } catch {
            throw PipelineError(error.diagnostic(in: file))
        }
    }

    /// The roots' limits of a mapping of root names: the budget file's, or a `launch-budget` rule's `roots`.
    static func budget(_ entries: [ConfigurationEntry], file: String) throws(ConfigurationFileError) -> LaunchBudget {
        var limits: [(root: String, limit: LaunchBudget.Limit)] = []
        for entry in entries {
            let root = entry.key
            guard root.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ SwiftIdentifier.isIdentifier(String($0)) }) else {
                throw ConfigurationMapping.error("'\(root)' is not a type's name", at: entry.keyPosition)
            }
            let location = SourceLocation(file: file, line: entry.keyPosition.line, column: entry.keyPosition.column)
            limits.append((root, try limit(of: root, entry.value, at: location)))
        }
        return LaunchBudget(limits: limits)
    }

    private static func limit(of root: String, _ value: ConfigurationValue, at location: SourceLocation) throws(ConfigurationFileError) -> LaunchBudget.Limit {
        if case .mapping = value {
            let mapping = try ConfigurationMapping(value, what: "a budget")
            try mapping.requireKnownKeys(["instances", "depth"], what: "a budget has 'instances' and 'depth'")
            let limit = LaunchBudget.Limit(instances: try mapping.count("instances"), depth: try mapping.count("depth"), location: location)
            guard limit.instances != nil || limit.depth != nil else { throw ConfigurationMapping.error("'\(root)' has an empty budget", at: value.position) }
            return limit
        }
        guard case .scalar(let scalar) = value, let instances = Int(scalar.text) else {
            let shown = if case .scalar(let scalar) = value { "'\(scalar.text)'" } else { value.shape }
            throw ConfigurationMapping.error("'\(root)' needs a number of instances ('\(root): 40') or '{instances: 40, depth: 6}', not \(shown)",
                                             at: value.position)
        }
        guard instances >= 0 else { throw ConfigurationMapping.error("'instances' must be 0 or more, not \(instances)", at: value.position) }
        return LaunchBudget.Limit(instances: instances, depth: nil, location: location)
    }
}
