/// The commands of SPEC §2.
public enum Command: String, Sendable, CaseIterable {
    case swift, check, json, graph, xcfilelist, clean, version
}

/// One run of the tool as the command line and the configuration file ask for it.
public struct Invocation: Sendable {
    /// The command to run; `version` for `--version`.
    public var command: Command
    /// Defaults, then the configuration file, then the flags, merged.
    public var options: WeaverOptions
    /// `--help`, `-h`, or no command at all: print `HelpText.usage` and do nothing else.
    public var showHelp: Bool
    /// `json --pretty`.
    public var prettyJSON: Bool
    /// `graph --format`: `dot` (the default) or `mermaid`.
    public var graphFormat: String
    /// `xcfilelist --output-path`, absolute; nil means the project path.
    public var outputPath: String?
    /// The configuration file that was read, absolute; nil when there was none.
    public var configurationPath: String?
    /// Warnings about the configuration, to print before running.
    public var warnings: [Diagnostic]

    /// An invocation with the defaults of every command-specific setting.
    public init(
        command: Command, options: WeaverOptions, showHelp: Bool = false, prettyJSON: Bool = false,
        graphFormat: String = "dot", outputPath: String? = nil, configurationPath: String? = nil,
        warnings: [Diagnostic] = []
    ) {
        self.command = command
        self.options = options
        self.showHelp = showHelp
        self.prettyJSON = prettyJSON
        self.graphFormat = graphFormat
        self.outputPath = outputPath
        self.configurationPath = configurationPath
        self.warnings = warnings
    }
}

/// A command line or configuration file that cannot be used: the run stops with exit status 2.
public struct UsageError: Error, Sendable {
    /// The exit status for usage, configuration and I/O errors (SPEC §2).
    public static let exitCode: Int32 = 2

    /// Every problem found (errors, and the warnings found alongside them).
    public let diagnostics: [Diagnostic]

    /// An error carrying `diagnostics`, which hold at least one error.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One error without a location, for the command line.
    public init(_ message: String) {
        diagnostics = [.error(.configuration, message, at: nil)]
    }
}
