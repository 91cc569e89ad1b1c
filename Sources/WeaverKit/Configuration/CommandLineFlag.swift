/// The flags of SPEC §2, spelled as the user types them.
enum CommandLineFlag: String, CaseIterable, Sendable {
    case projectPath = "--project-path"
    case configPath = "--config-path"
    case inputPath = "--input-path"
    case inputFileList = "--input-file-list"
    case ignoredPath = "--ignored-path"
    case recursiveOff = "--recursive-off"
    case cachePath = "--cache-path"
    case platform = "--platform"
    case projectName = "--project-name"
    case diagnosticsFormat = "--diagnostics-format"
    case warningsAsErrors = "--warnings-as-errors"
    case warnUnused = "--warn-unused"
    case quiet = "--quiet"
    case verbose = "--verbose"
    case mainOutputPath = "--main-output-path"
    case testsOutputPath = "--tests-output-path"
    case tests = "--tests"
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

    /// True for flags followed by a value (`--flag value` or `--flag=value`).
    var takesValue: Bool {
        switch self {
        case .projectPath, .configPath, .inputPath, .inputFileList, .ignoredPath, .cachePath, .platform, .projectName,
             .diagnosticsFormat, .mainOutputPath, .testsOutputPath, .testableImports, .includedImports,
             .excludedImports, .format, .outputPath:
            true
        case .recursiveOff, .warningsAsErrors, .warnUnused, .quiet, .verbose, .tests, .swiftlintDisableAll,
             .noSwiftlintDisableAll, .mainActor, .pretty, .help, .version:
            false
        }
    }
}
