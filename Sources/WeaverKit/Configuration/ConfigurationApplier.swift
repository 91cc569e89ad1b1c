import WeaverCore
/// Maps the entries of a configuration file onto `WeaverOptions`, key by key (docs/commands.md), through
/// the options' table. Relative paths resolve against the project path, wherever the file is.
struct ConfigurationApplier {
    /// The file as printed: relative to the project path.
    let displayPath: String
    private(set) var diagnostics: [Diagnostic] = []

    init(displayPath: String) {
        self.displayPath = displayPath
    }

    mutating func apply(_ document: ConfigurationDocument, to options: inout WeaverOptions) {
        for entry in document.entries {
            // Weaver 1.x read `project_path` from the file and then ignored it; so do we, out loud.
            if entry.key == "project_path" {
                let message = "'project_path' is ignored in a configuration file: the project path comes from "
                    + "--project-path, WEAVER_PROJECT_PATH or the current folder"
                report(.warning, message, at: entry.keyPosition)
                continue
            }
            guard let option = Option.keyed(entry.key) else {
                let hint = ClosestMatch.hint(for: entry.key, among: Option.keys)
                report(.error, "unknown key '\(entry.key)'\(hint)", at: entry.keyPosition)
                continue
            }
            if let reason = option.retiredBecause {
                report(.warning, "'\(entry.key)' is no longer needed: \(reason)", at: entry.keyPosition)
                continue
            }
            do {
                try assign(option, ConfigurationValueReader(key: entry.key, value: entry.value), to: &options)
            } catch {
                report(.error, error.message, at: error.position)
            }
        }
    }

    private func assign(_ option: Option, _ reader: ConfigurationValueReader, to options: inout WeaverOptions) throws(ConfigurationFileError) {
        switch option.kind {
        case .switchValue(let set):
            set(&options, try reader.boolean())
        case .text(_, let isPath, let set):
            let text = isPath ? try reader.path() : try reader.string()
            do {
                try set(&options, text, Option.Source(name: reader.key, isConfigurationKey: true))
            } catch {
                let position = reader.value.position
                throw ConfigurationFileError(error.message, line: position.line, column: position.column)
            }
        case .list(_, let isPath, let set):
            set(&options, try reader.list(ofPaths: isPath))
        case .commandLine:
            break
        case .section:
            options.setRules(try ProjectRulesReader.read(reader.value, file: displayPath))
        }
    }

    private mutating func report(_ severity: Severity, _ message: String, at position: ConfigurationPosition) {
        let location = SourceLocation(file: displayPath, line: position.line, column: position.column)
        diagnostics.append(Diagnostic(severity, .configuration, message, at: location))
    }
}
