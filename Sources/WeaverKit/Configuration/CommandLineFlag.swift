/// The flags of SPEC §2, spelled as the user types them.
enum CommandLineFlag: String, CaseIterable, Sendable {
    case projectPath = "--project-path"
    case configPath = "--config-path"
    case inputPath = "--input-path"
    case inputFileList = "--input-file-list"
    case ignoredPath = "--ignored-path"
    case recursiveOff = "--recursive-off"
    /// Weaver 1.x's spelling of the default; accepted so its build phases run unchanged.
    case recursiveOn = "--recursive-on"
    case cachePath = "--cache-path"
    case platform = "--platform"
    case projectName = "--project-name"
    case diagnosticsFormat = "--diagnostics-format"
    /// Diagnostics with absolute paths, for editors (the SwiftPM plugin passes it, SPEC §12).
    case absolutePaths = "--absolute-paths"
    case warningsAsErrors = "--warnings-as-errors"
    case warnUnused = "--warn-unused"
    case quiet = "--quiet"
    case verbose = "--verbose"
    case mainOutputPath = "--main-output-path"
    case testsOutputPath = "--tests-output-path"
    case tests = "--tests"
    /// Weaver 1.x's way to turn off `tests: true` from a configuration file.
    case noTests = "--no-tests"
    case testableImports = "--testable-imports"
    case swiftlintDisableAll = "--swiftlint-disable-all"
    case noSwiftlintDisableAll = "--no-swiftlint-disable-all"
    case includedImports = "--included-imports"
    case excludedImports = "--excluded-imports"
    case mainActor = "--mainactor"
    case pretty = "--pretty"
    case format = "--format"
    case outputPath = "--output-path"
    case help = "--help"
    case version = "--version"

    /// The flags a "did you mean" may name: Weaver 1.x's spellings are accepted, not taught.
    static let suggested = allCases.filter { $0 != .recursiveOn && $0 != .noTests }

    /// True for flags followed by a value (`--flag value` or `--flag=value`).
    var takesValue: Bool {
        switch self {
        case .projectPath, .configPath, .inputPath, .inputFileList, .ignoredPath, .cachePath, .platform, .projectName,
             .diagnosticsFormat, .mainOutputPath, .testsOutputPath, .testableImports, .includedImports,
             .excludedImports, .format, .outputPath:
            true
        case .recursiveOff, .recursiveOn, .noTests, .absolutePaths, .warningsAsErrors, .warnUnused, .quiet, .verbose, .tests, .swiftlintDisableAll,
             .noSwiftlintDisableAll, .mainActor, .pretty, .help, .version:
            false
        }
    }

    /// The commands that take this flag; nil for the common flags, which every command takes.
    var commands: Set<Command>? {
        switch self {
        case .projectPath, .configPath, .inputPath, .inputFileList, .ignoredPath, .recursiveOff, .recursiveOn, .cachePath,
             .platform, .projectName, .diagnosticsFormat, .absolutePaths, .warningsAsErrors, .quiet, .verbose, .help, .version:
            nil
        case .warnUnused: [.swift, .check, .json, .graph]
        // xcfilelist lists the outputs, so it takes the flags that say where they are.
        case .mainOutputPath, .testsOutputPath, .tests, .noTests: [.swift, .xcfilelist]
        case .testableImports, .swiftlintDisableAll, .noSwiftlintDisableAll, .includedImports, .excludedImports, .mainActor:
            [.swift]
        case .pretty: [.json]
        case .format: [.graph]
        case .outputPath: [.xcfilelist]
        }
    }

    /// The flag that says the same thing for `command`, when this one belongs to another
    /// command: `swift --output-path` (Weaver 0.12's spelling) means `--main-output-path`.
    func counterpart(for command: Command) -> CommandLineFlag? {
        self == .outputPath && command == .swift ? .mainOutputPath : nil
    }
}
