import WeaverCore
/// Every option of docs/commands.md, in the order `weaver --help` lists them (the order also
/// decides between equally close "did you mean" candidates).
extension Option {
    public static let all: [Option] = [
        projectPath, configPath, inputPath, inputFileList, ignoredPath, recursive, cachePath, platform, projectName,
        diagnosticsFormat, absolutePaths, warningsAsErrors, warnUnused, quiet, verbose,
        mainOutputPath, tests, testsOutputPath, testableImports, swiftlintDisableAll, includedImports, excludedImports,
        mainActor, splitOutput, containerFiles, singleOutput, mocks, mockCondition, moduleName, moduleKind, summaryOutputPath, moduleSummary, importModule, buildTarget, packageTarget, pretty, format, launchBudget, projectRules, rulesPath, outputPath, help, version,
        allowTestsToInitRealDependencies,
    ]

    // Not in the cache key: the key's paths are relative to it, so a moved project keeps its cache.
    public static let projectPath = Option(
        [Flag("--project-path")], .commandLine(placeholder: "<path>"),
        help: (.common, ["Project folder (default: $WEAVER_PROJECT_PATH, else the current folder)"]))

    public static let configPath = Option(
        [Flag("--config-path")], .commandLine(placeholder: "<path>"),
        help: (.common, ["Configuration file, or a folder holding .weaver.yaml, .weaver.yml",
                         "or .weaver.json (default: searched in the project folder)"]))

    public static let inputPath = Option(
        [Flag("--input-path")], key: "input_paths",
        .list(placeholder: "<path>", isPath: true) { options, paths in
            options.inputPaths = paths.map { PathResolver.join(options.projectPath, $0) }
        },
        in: Subsets(cacheKey: { options in options.inputPaths.map { Subsets.relative($0, in: options) }.joined(separator: ",") }),
        help: (.common, ["File or folder to scan, or a pattern of Swift files ('*.swift',",
                         "'Sources/**/*.swift'); repeatable (default: the project folder)"]))

    /// As Bazel or Buck actions pass inputs: one path per line, added to the inputs (and so to
    /// the cache key, with `--input-path`'s).
    public static let inputFileList = Option(
        [Flag("--input-file-list")], .commandLine(placeholder: "<file>"),
        help: (.common, ["File listing files to scan, one path per line (as Bazel or Buck",
                         "actions pass them); repeatable"]))

    static let ignoredPath = Option(
        [Flag("--ignored-path")], key: "ignored_paths",
        .list(placeholder: "<path>", isPath: true) { options, paths in
            options.ignoredPaths = paths.map { PathResolver.join(options.projectPath, $0) }
        },
        in: Subsets(cacheKey: { options in options.ignoredPaths.map { Subsets.relative($0, in: options) }.joined(separator: ",") }),
        help: (.common, ["File or folder to skip; repeatable"]))

    static let recursive = Option(
        [Flag("--recursive-off", sets: false), Flag("--recursive-on", isLegacy: true)], key: "recursive",
        .switchValue { $0.recursive = $1 },
        in: Subsets(cacheKey: { String($0.recursive) }),
        help: (.common, ["Do not descend into subfolders of input folders"]))

    static let cachePath = Option(
        [Flag("--cache-path")], key: "cache_path",
        .text(placeholder: "<path>", isPath: true) { options, path, _ in
            options.cachePath = PathResolver.join(options.projectPath, path)
        },
        help: (.common, ["Cache location (default: <project>/.weaver_cache)"]))

    static let platform = Option(
        [Flag("--platform")], key: "platform",
        .text(placeholder: "<name>", isPath: false) { options, name, source throws(ValueError) in
            guard let platform = Platform(name: name) else {
                let key = source.isConfigurationKey ? " for '\(source.name)'" : ""
                throw ValueError(message: "unknown platform '\(name)'\(key); valid platforms: \(Platform.validNames)")
            }
            options.platform = platform
        },
        in: Subsets(cacheKey: { $0.platform?.rawValue ?? "-" }, link: { $1.platform = $0.platform },
                    generate: { $1.platform = $0.platform }, moduleImport: { $1.platform = $0.platform }),
        help: (.common, ["iOS, macOS (or OSX), watchOS, tvOS, visionOS or Linux"]))

    static let projectName = Option(
        [Flag("--project-name")], key: "project_name",
        .text(placeholder: "<name>", isPath: false) { options, name, _ in options.projectName = name },
        in: Subsets(cacheKey: { $0.projectName ?? "-" }, link: { $1.projectName = $0.projectName },
                    generate: { $1.projectName = $0.projectName }, moduleImport: { $1.projectName = $0.projectName }),
        help: (.common, ["Project name, used in Objective-C runtime names"]))

    static let diagnosticsFormat = Option(
        [Flag("--diagnostics-format")],
        .text(placeholder: "<text|json>", isPath: false) { options, value, source throws(ValueError) in
            guard let format = WeaverOptions.DiagnosticsFormat(rawValue: value.lowercased()) else {
                throw ValueError(message: "'\(source.name)' must be text or json, not '\(value)'")
            }
            options.diagnosticsFormat = format
        },
        help: (.common, ["How diagnostics are printed on stderr (default: text)"]))

    /// Diagnostics with absolute paths, for editors (the SwiftPM plugin passes it, docs/build-systems.md).
    static let absolutePaths = Option(
        [Flag("--absolute-paths")], .switchValue { $0.absolutePaths = $1 },
        // Absolute paths are written into `#sourceLocation` directives: a moved project regenerates.
        in: Subsets(cacheKey: { $0.absolutePaths ? $0.projectPath : "-" },
                    generate: { $1.absoluteSourceBase = $0.absolutePaths ? $0.projectPath : nil }),
        help: (.common, ["Name files by absolute path in diagnostics and in the",
                         "output's compiler checks, for editors (plugin, build phase)"]))

    static let warningsAsErrors = Option(
        [Flag("--warnings-as-errors")], key: "warnings_as_errors", .switchValue { $0.warningsAsErrors = $1 },
        in: Subsets(cacheKey: { String($0.warningsAsErrors) }),
        help: (.common, ["Fail when there are warnings"]))

    static let warnUnused = Option(
        [Flag("--warn-unused")], key: "warn_unused", .switchValue { $0.warnUnused = $1 },
        in: Subsets(cacheKey: { String($0.warnUnused) }),
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore],
        help: (.common, ["Warn about registrations nothing uses"]))

    static let quiet = Option(
        [Flag("--quiet")], .switchValue { $0.quiet = $1 }, help: (.common, ["Do not print the summary line"]))

    static let verbose = Option(
        [Flag("--verbose")], .switchValue { $0.verbose = $1 }, help: (.common, ["Print the time each phase takes"]))

    // xcfilelist lists the outputs, so it takes the flags that say where they are.
    public static let mainOutputPath = Option(
        [Flag("--main-output-path")], key: "main_output_path",
        .text(placeholder: "<path>", isPath: true) { options, path, _ in
            options.mainOutputPath = PathResolver.outputFile(path, relativeTo: options.projectPath, defaultName: "Weaver.swift")
            options.mainOutputIsFolder = !path.hasSuffix(".swift")
        },
        in: Subsets(cacheKey: { Subsets.relative($0.mainOutputPath, in: $0) + ($0.mainOutputIsFolder ? "/" : "") },
                    generate: { $1.containerFileCount = MainOutputFiles.containerFileCount(of: $0) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["Output file, or folder for Weaver.swift (default: <project>/Weaver.swift)"]))

    static let tests = Option(
        [Flag("--tests"), Flag("--no-tests", sets: false, isLegacy: true)], key: "tests", .switchValue { $0.tests = $1 },
        in: Subsets(cacheKey: { String($0.tests) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["Also write the test stubs (--no-tests: do not)"]))

    public static let testsOutputPath = Option(
        [Flag("--tests-output-path")], key: "tests_output_path",
        .text(placeholder: "<path>", isPath: true) { options, path, _ in
            options.testsOutputPath = PathResolver.outputFile(path, relativeTo: options.projectPath, defaultName: "WeaverTests.swift")
        },
        in: Subsets(cacheKey: { Subsets.relative($0.testsOutputPath, in: $0) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["Test stubs file, or folder for WeaverTests.swift"]))

    static let testableImports = Option(
        [Flag("--testable-imports")], key: "testable_imports",
        .list(placeholder: "<module>", isPath: false) { $0.testableImports = $1 },
        in: Subsets(cacheKey: { $0.testableImports.joined(separator: ",") }),
        commands: [.swift],
        help: (.swift, ["Module the test stubs import with @testable; repeatable"]))

    static let swiftlintDisableAll = Option(
        [Flag("--swiftlint-disable-all"), Flag("--no-swiftlint-disable-all", sets: false)], key: "swiftlint_disable_all",
        .switchValue { $0.swiftlintDisableAll = $1 },
        in: Subsets(cacheKey: { String($0.swiftlintDisableAll) }, generate: { $1.swiftlintDisableAll = $0.swiftlintDisableAll }),
        commands: [.swift],
        help: (.swift, ["Whether the output starts with '// swiftlint:disable all' (default: yes)"]))

    static let includedImports = Option(
        [Flag("--included-imports")], key: "included_imports",
        .list(placeholder: "<module>", isPath: false) { $0.includedImports = $1 },
        in: Subsets(cacheKey: { $0.includedImports?.joined(separator: ",") ?? "-" }, link: { $1.includedImports = $0.includedImports }),
        commands: [.swift],
        help: (.swift, ["Only these modules are imported by the output; repeatable"]))

    static let excludedImports = Option(
        [Flag("--excluded-imports")], key: "excluded_imports",
        .list(placeholder: "<module>", isPath: false) { $0.excludedImports = $1 },
        in: Subsets(cacheKey: { $0.excludedImports.joined(separator: ",") }, link: { $1.excludedImports = $0.excludedImports }),
        commands: [.swift],
        help: (.swift, ["Modules never imported by the output; repeatable"]))

    static let mainActor = Option(
        [Flag("--mainactor")], key: "mainactor", .switchValue { $0.mainActor = $1 },
        in: Subsets(cacheKey: { String($0.mainActor) }, generate: { $1.mainActor = $0.mainActor }),
        commands: [.swift],
        help: (.swift, ["Mark the container and resolvers @MainActor"]))

    static let splitOutput = Option(
        [Flag("--split-output")], key: "split_output", .switchValue { $0.splitOutput = $1 },
        in: Subsets(cacheKey: { String($0.splitOutput) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["With a folder as --main-output-path: the containers in 64 more files", "there, compiled in parallel"]))

    /// No configuration key: the plugin and build rules pass it, from a target's size.
    static let containerFiles = Option(
        [Flag("--container-files")],
        .text(placeholder: "<n>", isPath: false) { options, value, source throws(ValueError) in
            let most = MainOutputFiles.maximumContainerFileCount
            guard let count = Int(value), (1...most).contains(count) else {
                throw ValueError(message: "'\(source.name)' must be a whole number from 1 to \(most), not '\(value.debugDescriptionContents)'")
            }
            options.containerFiles = count
        },
        in: Subsets(cacheKey: { String($0.containerFiles) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["With --split-output: how many files the containers go in (1-64,", "default 64; fewer build faster in a small module)"]))

    /// Weaver 0.12 wrote one file per input without it; here it keeps a folder output to one file.
    static let singleOutput = Option(
        [Flag("--single-output")], .switchValue { $0.singleOutput = $1 },
        in: Subsets(cacheKey: { String($0.singleOutput) }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["Write the main output as one file even when it is a folder", "(accepted from Weaver 0.12 build phases)"]))

    static let mocks = Option(
        [Flag("--mocks")], key: "mocks", .switchValue { $0.mocks = $1 },
        in: Subsets(cacheKey: { String($0.mocks) }, generate: { $1.mocks = $0.mocks }),
        commands: [.swift],
        help: (.swift, ["Give every annotated type a full-graph mock for previews and tests", "(one type: '// weaver: self.mock = true')"]))

    static let mockCondition = Option(
        [Flag("--mock-condition")], key: "mock_condition",
        .text(placeholder: "<condition>", isPath: false) { options, condition, source throws(ValueError) in
            guard let problem = MockCondition.problem(with: condition) else {
                options.mockCondition = condition.trimmedWhitespace
                return
            }
            throw ValueError(message: "'\(source.name)': \(problem)")
        },
        in: Subsets(cacheKey: { $0.mockCondition }, generate: { $1.mockCondition = $0.mockCondition }),
        commands: [.swift],
        help: (.swift, ["The '#if' condition around the mocks (default: DEBUG)"]))

    static let moduleName = Option(
        [Flag("--module-name")], key: "module_name",
        .text(placeholder: "<name>", isPath: false) { options, name, source throws(ValueError) in
            if let problem = ModuleName.problem(with: name) { throw ValueError(message: "'\(source.name)': \(problem)") }
            options.moduleName = name
        },
        in: Subsets(cacheKey: { $0.moduleName ?? "-" }, link: { $1.moduleName = $0.moduleName },
                    generate: { $1.moduleName = $0.moduleName }),
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .xcfilelist, .lsp],
        help: (.swift, ["The module these sources make up: its public types get entry points", "for other modules"]))

    static let moduleKind = Option(
        [Flag("--module-kind")], key: "module_kind",
        .text(placeholder: "<library|executable>", isPath: false) { options, value, source throws(ValueError) in
            guard let kind = ModuleKind(rawValue: value) else {
                let close = Suggestion.closest(to: value, among: ModuleKind.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                throw ValueError(message: "'\(source.name)' must be library or executable, not '\(value.debugDescriptionContents)'\(close)")
            }
            options.moduleKind = kind
        },
        in: Subsets(cacheKey: { $0.moduleKind.rawValue }, link: { $1.moduleKind = $0.moduleKind }),
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .xcfilelist, .lsp],
        help: (.swift, ["With --module-name: 'executable' for an app's module, which sees the", "whole app it links (default: library; the plugin passes it)"]))

    static let summaryOutputPath = Option(
        [Flag("--summary-output-path")], key: "summary_output_path",
        .text(placeholder: "<path>", isPath: true) { options, path, _ in
            options.summaryOutputPath = PathResolver.join(options.projectPath, path)
        },
        in: Subsets(cacheKey: { options in options.summaryOutputPath.map { Subsets.relative($0, in: options) } ?? "-" }),
        commands: [.swift, .xcfilelist],
        help: (.swift, ["Also write the module's summary there (needs --module-name)"]))

    // Not in the cache key: a summary changes the graph, not how files parse, and the run keys
    // its last result with the summaries' own key (`CacheKey.summaries`).
    static let moduleSummary = Option(
        [Flag("--module-summary")], key: "module_summaries",
        .list(placeholder: "<path>", isPath: true) { options, paths in
            options.moduleSummaries = paths.map { PathResolver.join(options.projectPath, $0) }
        },
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .xcfilelist, .lsp],
        help: (.swift, ["Summary of a module these sources import; repeatable"]))

    /// What the build-tool plugin passes for each annotated target a target depends on. Not in
    /// the cache key: each module becomes a `--module-summary` before the key is taken.
    static let importModule = Option(
        [Flag("--import-module")],
        .list(placeholder: "<name>=<folder>", isPath: false) { options, values in
            options.importedModules = values.map { value in
                // `Name=folder`; a bare folder is named after its last component.
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                let folder = PathResolver.normalize(PathResolver.join(options.projectPath, parts.count == 2 ? parts[1] : value))
                let name = parts.count == 2 ? parts[0] : String(folder.split(separator: "/").last ?? "")
                return ImportedModule(name: name, folder: folder)
            }
        },
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .lsp],
        help: (.swift, ["Summarize the module in <folder> first, and link against it (the", "plugin passes these); repeatable, dependencies first"]))

    /// What the build-tool plugin passes: the module keys are the build's to set (docs/build-systems.md), so a
    /// configuration file written for an editor (`module_name`, `module_summaries`,
    /// `summary_output_path`) cannot make the plugin's run import itself or write into the package.
    public static let buildTarget = Option(
        [Flag("--build-target")],
        .text(placeholder: "<name>", isPath: false) { options, name, _ in options.buildTarget = name },
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .xcfilelist],
        help: (.swift, ["The build's target this run serves (the plugin passes it): messages", "name it, and the build sets the module keys, not the configuration"]))

    /// `weaver why`, `json` and `graph` in a SwiftPM package: the target whose graph to show, as the
    /// plugin builds it (docs/commands.md).
    public static let packageTarget = Option(
        [Flag("--target")],
        .text(placeholder: "<name>", isPath: false) { options, name, _ in options.packageTarget = name },
        commands: [.json, .graph, .why, .cost, .rules, .explore],
        help: (.otherCommands, ["json, graph, why, cost, rules, explore in a SwiftPM package: the target", "to show, as the plugin builds it (default: the package's one app target;", "rules: every target)"]))

    static let pretty = Option(
        [Flag("--pretty")], .switchValue { $0.prettyJSON = $1 },
        commands: [.json],
        help: (.otherCommands, ["json: indent the output"]))

    /// Checked against the command when the run starts (`graph` draws, `cost` reports).
    static let format = Option(
        [Flag("--format")],
        .text(placeholder: "<format>", isPath: false) { options, value, source throws(ValueError) in
            guard let format = WeaverOptions.OutputFormat(rawValue: value.lowercased()) else {
                throw ValueError(message: "'\(source.name)' must be dot or mermaid (graph), or text or json (cost, rules), not '\(value)'")
            }
            options.outputFormat = format
        },
        commands: [.graph, .cost, .rules],
        help: (.otherCommands, ["graph: dot or mermaid (default: dot); cost, rules: text or json (default: text)"]))

    /// A changed budget changes what a run reports, so its contents are in the cache key.
    static let launchBudget = Option(
        [Flag("--budget")], key: "launch_budget",
        .text(placeholder: "<file>", isPath: true) { options, path, _ in
            options.launchBudgetPath = PathResolver.join(options.projectPath, path)
        },
        in: Subsets(cacheKey: { options in
            options.launchBudgetPath.map { path in
                Subsets.relative(path, in: options) + ":" + String(FileSystem.contents(of: path).map { ContentHash.of($0.bytes) } ?? 0)
            } ?? "-"
        }),
        commands: [.swift, .check, .cost, .lsp],
        help: (.otherCommands, ["Launch budget per root ('App: 40' or 'App: {instances: 40, depth: 6}'", "a line): a root over it is an error (docs/cost.md)"]))

    /// A changed rule changes what a run reports, so the rules are in the cache key.
    static let projectRules = Option(
        [], key: "rules", .section,
        in: Subsets(cacheKey: { options in
            options.projectRules.isEmpty ? "-" : String(ContentHash.of(Array(options.projectRules.map(\.fingerprint).joined().utf8)))
        }),
        help: nil)

    /// Read after the configuration file (`ProjectRulesFile.merge`); its rules are in the cache key with the others.
    static let rulesPath = Option(
        [Flag("--rules-path")], key: "rules_path",
        .text(placeholder: "<file>", isPath: true) { options, path, _ in
            options.rulesPath = PathResolver.join(options.projectPath, path)
        },
        commands: [.swift, .check, .json, .graph, .why, .cost, .rules, .explore, .lsp],
        help: (.common, ["A file of rules shared by several modules ('rules:' only, docs/rules.md);", "the configuration's own 'rules:' add to it"]))

    /// Weaver 0.12 spelled `swift`'s `--main-output-path` this way.
    public static let outputPath = Option(
        [Flag("--output-path")],
        .text(placeholder: "<path>", isPath: true) { options, path, _ in
            options.outputPath = PathResolver.join(options.projectPath, path)
        },
        commands: [.xcfilelist, .explore], counterparts: [.swift: "--main-output-path"],
        help: (.otherCommands, ["xcfilelist: folder for the two lists (default: the project folder);", "explore: the page (default: weaver-graph.html in the project folder)"]))

    public static let help = Option(
        [Flag("--help"), Flag("-h")], .commandLine(placeholder: nil),
        help: (.common, ["Show this help"]))

    public static let version = Option([Flag("--version")], .commandLine(placeholder: nil), help: nil)

    /// Weaver 1.x needed it.
    static let allowTestsToInitRealDependencies = Option(
        [], key: "allow_tests_to_init_real_dependencies", .switchValue { _, _ in }, help: nil,
        retiredBecause: "generated test stubs never build real dependencies")
}
