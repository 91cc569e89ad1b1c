/// Maps the entries of a configuration file onto `WeaverOptions`, key by key (SPEC §3).
/// Relative paths resolve against the project path, wherever the file is.
struct ConfigurationApplier {
    /// The file as printed: relative to the project path.
    let displayPath: String
    /// The absolute project path, which relative paths in the file resolve against.
    let directory: String
    /// Flags not supported yet (`StagedSupport.unsupportedYet` outside tests); they gate their keys.
    let unsupported: Set<String>
    private(set) var diagnostics: [Diagnostic] = []

    init(displayPath: String, directory: String, unsupported: Set<String> = StagedSupport.unsupportedYet) {
        self.displayPath = displayPath
        self.directory = directory
        self.unsupported = unsupported
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
            guard let key = ConfigurationKey(rawValue: entry.key) else {
                let hint = ClosestMatch.hint(for: entry.key, among: ConfigurationKey.allCases.map(\.rawValue))
                report(.error, "unknown key '\(entry.key)'\(hint)", at: entry.keyPosition)
                continue
            }
            if key == .allowTestsToInitRealDependencies {
                let message = "'\(entry.key)' is no longer needed: generated test stubs never build real dependencies"
                report(.warning, message, at: entry.keyPosition)
                continue
            }
            var candidate = options
            do {
                try assign(key, ConfigurationValueReader(key: entry.key, value: entry.value), to: &candidate)
            } catch {
                report(.error, error.message, at: error.position)
                continue
            }
            // A gated key is harmless when its value changes nothing (`tests: false`).
            if let flag = key.flag, unsupported.contains(flag), candidate != options {
                report(.error, "'\(entry.key)' is not supported yet", at: entry.keyPosition)
                continue
            }
            options = candidate
        }
    }

    private func assign(
        _ key: ConfigurationKey, _ reader: ConfigurationValueReader, to options: inout WeaverOptions
    ) throws(ConfigurationFileError) {
        switch key {
        case .projectName: options.projectName = try reader.string()
        case .mainOutputPath:
            options.mainOutputPath = PathResolver.outputFile(try reader.path(), relativeTo: directory, defaultName: "Weaver.swift")
        case .testsOutputPath:
            options.testsOutputPath = PathResolver.outputFile(try reader.path(), relativeTo: directory, defaultName: "WeaverTests.swift")
        case .inputPaths: options.inputPaths = try reader.list(ofPaths: true).map { PathResolver.join(directory, $0) }
        case .ignoredPaths: options.ignoredPaths = try reader.list(ofPaths: true).map { PathResolver.join(directory, $0) }
        case .recursive: options.recursive = try reader.boolean()
        case .tests: options.tests = try reader.boolean()
        case .testableImports: options.testableImports = try reader.list()
        case .cachePath: options.cachePath = PathResolver.join(directory, try reader.path())
        case .swiftlintDisableAll: options.swiftlintDisableAll = try reader.boolean()
        case .platform: options.platform = try platform(reader)
        case .includedImports: options.includedImports = try reader.list()
        case .excludedImports: options.excludedImports = try reader.list()
        case .mainActor: options.mainActor = try reader.boolean()
        case .warnUnused: options.warnUnused = try reader.boolean()
        case .warningsAsErrors: options.warningsAsErrors = try reader.boolean()
        case .allowTestsToInitRealDependencies: break
        }
    }

    private func platform(_ reader: ConfigurationValueReader) throws(ConfigurationFileError) -> Platform {
        let name = try reader.string()
        guard let platform = Platform(name: name) else {
            let position = reader.value.position
            let message = "unknown platform '\(name)' for 'platform'; valid platforms: \(ConfigurationKey.validPlatforms)"
            throw ConfigurationFileError(message, line: position.line, column: position.column)
        }
        return platform
    }

    private mutating func report(_ severity: Severity, _ message: String, at position: ConfigurationPosition) {
        let location = SourceLocation(file: displayPath, line: position.line, column: position.column)
        diagnostics.append(Diagnostic(severity, .configuration, message, at: location))
    }
}
