import WeaverCore
/// Everything that steers one run, after the configuration file and the flags are merged.
/// Paths are absolute here; every printed path is made relative to `projectPath` again.
public struct WeaverOptions: Sendable, Equatable {
    public enum DiagnosticsFormat: String, Sendable, Equatable { case text, json }
    /// `--format`: `graph`'s picture (dot, mermaid) or `cost`'s report (text, json).
    public enum OutputFormat: String, Sendable, Equatable, CaseIterable { case dot, mermaid, text, json }

    public var projectPath: String
    public var inputPaths: [String]
    public var ignoredPaths: [String] = []
    public var recursive = true
    /// The main output file (already resolved: a folder argument gets `Weaver.swift` appended).
    public var mainOutputPath: String
    /// `--main-output-path` named a folder (it holds `Weaver.swift`, and with `splitOutput` the
    /// containers' files).
    public var mainOutputIsFolder = false
    /// `--split-output`: the containers are spread over `MainOutputFiles.containerFileCount` files
    /// beside `Weaver.swift` in the output folder, so that the compiler checks them in parallel and
    /// an edit recompiles only the files whose bytes changed. Off by default: a Weaver 1.x project
    /// compiles the one `Weaver.swift` it names.
    public var splitOutput = false
    /// `--container-files`: how many container files `--split-output` writes (1 to
    /// `MainOutputFiles.maximumContainerFileCount`, the default). The SwiftPM plugin picks it from
    /// the target's size: a module of a few types compiles fastest as one file.
    public var containerFiles = MainOutputFiles.maximumContainerFileCount
    /// `--single-output` (Weaver 0.12): one main output file, whatever else is asked.
    public var singleOutput = false
    /// The tests output file (already resolved: a folder argument gets `WeaverTests.swift` appended).
    public var testsOutputPath: String
    public var tests = false
    public var testableImports: [String] = []
    public var cachePath: String
    public var swiftlintDisableAll = true
    public var platform: Platform?
    public var projectName: String?
    /// When not nil, only these modules are imported by the generated file.
    public var includedImports: [String]?
    public var excludedImports: [String] = []
    public var mainActor = false
    /// `--mocks`: every annotated type gets a full-graph mock (docs/mocks.md).
    public var mocks = false
    /// `--mock-condition`: the `#if` condition the mocks are compiled under.
    public var mockCondition = MockCondition.default
    public var warnUnused = false
    public var warningsAsErrors = false
    public var quiet = false
    public var verbose = false
    public var diagnosticsFormat: DiagnosticsFormat = .text
    /// `--absolute-paths`: diagnostics, and the compiler checks in the output, name files by
    /// absolute path, so an editor opens them.
    public var absolutePaths = false
    /// `--build-target`: the build system's target this run serves (the plugin passes it).
    /// Messages without a file name it; the build sets the module keys, so the configuration
    /// file's `module_name`, `module_summaries` and `summary_output_path` are not read.
    public var buildTarget: String?
    /// `--module-name`: the module this run is (docs/modules.md); its public types get entry points.
    public var moduleName: String?
    /// `--module-kind`: a library (the default) or an executable, whose run sees the whole app.
    public var moduleKind = ModuleKind.library
    /// `--summary-output-path`, absolute: where this module's summary is written.
    public var summaryOutputPath: String?
    /// `--module-summary`, absolute: the summaries of the modules this one imports.
    public var moduleSummaries: [String] = []
    /// `--import-module Name=folder`: modules to summarize in this run first, dependencies first.
    public var importedModules: [ImportedModule] = []
    /// `--target`: in a SwiftPM package, the target `json`, `graph` or `why` shows.
    public var packageTarget: String?
    /// `json --pretty`.
    public var prettyJSON = false
    /// `graph --format` and `cost --format`; nil: the command's default (dot, text).
    public var outputFormat: OutputFormat?
    /// `--budget`, absolute: the launch budget file (docs/cost.md).
    public var launchBudgetPath: String?
    /// The budget file as `Pipeline.prepare` read it.
    public var launchBudget: LaunchBudget?
    /// The rules in force (docs/rules.md): `rulesPath`'s, then the configuration's `rules:`, in order.
    public internal(set) var projectRules: [ProjectRule] = []
    /// `--rules-path`: a file of rules shared by several modules.
    public var rulesPath: String?
    /// `--output-path`, absolute: `xcfilelist`'s folder for the two lists, `explore`'s page; nil:
    /// the command's default (the project folder; `weaver-graph.html` in it).
    public var outputPath: String?

    /// Defaults for a project: inputs are the project folder, outputs and cache inside it.
    public init(projectPath: String) {
        self.projectPath = projectPath
        inputPaths = [projectPath]
        mainOutputPath = PathResolver.join(projectPath, "Weaver.swift")
        testsOutputPath = PathResolver.join(projectPath, "WeaverTests.swift")
        cachePath = PathResolver.join(projectPath, ".weaver_cache")
    }
}
