import WeaverCore
/// A file of rules shared by several modules (`--rules-path`, `rules_path`; the plugin passes a
/// package's `.weaver-rules.yaml`, docs/rules.md): YAML or JSON like the configuration, holding
/// only `rules:`. A module's own configuration may add rules, and replaces a shared rule by
/// giving one with the same id (to turn it off for that module, say).
public enum ProjectRulesFile {
    /// The name the plugin and the editor look for in a package's folder.
    public static let packageFileName = ".weaver-rules.yaml"

    /// `options.projectRules` with the shared file's rules first, those the module's own rules
    /// replace left out; every problem is an error at its file and line.
    public static func merge(into options: inout WeaverOptions) throws(UsageError) {
        guard let path = options.rulesPath else { return }
        let shared = try read(path, projectPath: options.projectPath)
        let own = options.projectRules
        let replaced = Set(own.map(\.id))
        options.setRules(shared.filter { !replaced.contains($0.id) } + own)
    }

    static func read(_ path: String, projectPath: String) throws(UsageError) -> [ProjectRule] {
        let shown = PathResolver.relative(path, to: projectPath)
        let document = try ConfigurationDocument.read(path, shown: shown, what: "the rules file")
        do throws(ConfigurationFileError) {
            var rules: [ProjectRule] = []
            for entry in document.entries {
                guard entry.key == "rules" else {
                    throw ConfigurationMapping.error("unknown key '\(entry.key)' (a rules file holds only 'rules:')\(ClosestMatch.hint(for: entry.key, among: ["rules"]))",
                                                     at: entry.keyPosition)
                }
                rules = try ProjectRulesReader.read(entry.value, file: shown)
            }
            return rules
        } catch {
            throw UsageError(diagnostics: [error.diagnostic(in: shown)])
        }
    }
}

extension WeaverOptions {
    /// Sets the rules in force; a rule that reports unused registrations turns on the check that
    /// reads every file for them (`--warn-unused`).
    public mutating func setRules(_ rules: [ProjectRule]) {
        projectRules = rules
        if rules.contains(where: { $0.kind == .unused(.registrations) && $0.severity != .off }) { warnUnused = true }
    }
}
