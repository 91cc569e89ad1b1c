/// The keys of a configuration file, exhaustively (SPEC §3).
enum ConfigurationKey: String, CaseIterable, Sendable {
    case projectName = "project_name"
    case mainOutputPath = "main_output_path"
    case testsOutputPath = "tests_output_path"
    case inputPaths = "input_paths"
    case ignoredPaths = "ignored_paths"
    case recursive
    case tests
    case testableImports = "testable_imports"
    case cachePath = "cache_path"
    case swiftlintDisableAll = "swiftlint_disable_all"
    case platform
    case includedImports = "included_imports"
    case excludedImports = "excluded_imports"
    case mainActor = "mainactor"
    case warnUnused = "warn_unused"
    case warningsAsErrors = "warnings_as_errors"
    /// Weaver 1.x needed it; it is accepted and warned about as unneeded.
    case allowTestsToInitRealDependencies = "allow_tests_to_init_real_dependencies"

    /// The platform names `platform` and `--platform` accept, for messages.
    static let validPlatforms = Platform.allCases.map(\.rawValue).joined(separator: ", ") + " (OSX means macOS)"

    /// The flag with the same meaning; `StagedSupport` gates the key by this name.
    var flag: String? {
        switch self {
        case .projectName: "--project-name"
        case .mainOutputPath: "--main-output-path"
        case .testsOutputPath: "--tests-output-path"
        case .inputPaths: "--input-path"
        case .ignoredPaths: "--ignored-path"
        case .recursive: "--recursive-off"
        case .tests: "--tests"
        case .testableImports: "--testable-imports"
        case .cachePath: "--cache-path"
        case .swiftlintDisableAll: "--swiftlint-disable-all"
        case .platform: "--platform"
        case .includedImports: "--included-imports"
        case .excludedImports: "--excluded-imports"
        case .mainActor: "--mainactor"
        case .warnUnused: "--warn-unused"
        case .warningsAsErrors: "--warnings-as-errors"
        case .allowTestsToInitRealDependencies: nil
        }
    }
}
