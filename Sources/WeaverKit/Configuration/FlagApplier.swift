/// Sets what the flags ask for over the defaults and the configuration file. A list flag given
/// at least once replaces the file's whole list; relative paths resolve against the project path.
enum FlagApplier {
    static func apply(_ parsed: CommandLineArguments, to invocation: inout Invocation, diagnostics: inout [Diagnostic]) {
        let project = invocation.options.projectPath
        for (flag, value) in parsed.flags {
            switch flag {
            case .recursiveOff: invocation.options.recursive = false
            case .recursiveOn: invocation.options.recursive = true
            case .cachePath: invocation.options.cachePath = PathResolver.join(project, value)
            case .platform:
                guard let platform = Platform(name: value) else {
                    diagnostics.append(usage("unknown platform '\(value)'; valid platforms: \(ConfigurationKey.validPlatforms)"))
                    continue
                }
                invocation.options.platform = platform
            case .projectName: invocation.options.projectName = value
            case .diagnosticsFormat:
                guard let format = WeaverOptions.DiagnosticsFormat(rawValue: value.lowercased()) else {
                    diagnostics.append(usage("'--diagnostics-format' must be text or json, not '\(value)'"))
                    continue
                }
                invocation.options.diagnosticsFormat = format
            case .absolutePaths: invocation.options.absolutePaths = true
            case .warningsAsErrors: invocation.options.warningsAsErrors = true
            case .warnUnused: invocation.options.warnUnused = true
            case .quiet: invocation.options.quiet = true
            case .verbose: invocation.options.verbose = true
            case .mainOutputPath:
                invocation.options.mainOutputPath = PathResolver.outputFile(value, relativeTo: project, defaultName: "Weaver.swift")
            case .testsOutputPath:
                invocation.options.testsOutputPath = PathResolver.outputFile(value, relativeTo: project, defaultName: "WeaverTests.swift")
            case .tests: invocation.options.tests = true
            case .noTests: invocation.options.tests = false
            case .swiftlintDisableAll: invocation.options.swiftlintDisableAll = true
            case .noSwiftlintDisableAll: invocation.options.swiftlintDisableAll = false
            case .mainActor: invocation.options.mainActor = true
            case .pretty: invocation.prettyJSON = true
            case .format:
                guard ["dot", "mermaid"].contains(value.lowercased()) else {
                    diagnostics.append(usage("'--format' must be dot or mermaid, not '\(value)'"))
                    continue
                }
                invocation.graphFormat = value.lowercased()
            case .outputPath: invocation.outputPath = PathResolver.join(project, value)
            case .projectPath, .configPath, .inputPath, .inputFileList, .ignoredPath, .testableImports, .includedImports,
                 .excludedImports, .help, .version:
                continue
            }
        }
        applyLists(parsed, to: &invocation.options)
        applyInputFileLists(parsed, to: &invocation.options, diagnostics: &diagnostics)
    }

    /// `--input-file-list F` (as Bazel or Buck actions pass inputs): one path per line, added to
    /// the inputs; relative paths resolve against the project path.
    private static func applyInputFileLists(_ parsed: CommandLineArguments, to options: inout WeaverOptions, diagnostics: inout [Diagnostic]) {
        guard parsed.contains(.inputFileList) else { return }
        var listed: [String] = []
        for list in parsed.values(of: .inputFileList) {
            let path = PathResolver.join(options.projectPath, list)
            guard let text = ArgumentFiles.read(path) else {
                diagnostics.append(usage("cannot read the input file list '\(list)'"))
                continue
            }
            listed += ArgumentFiles.lines(text).map { PathResolver.join(options.projectPath, $0) }
        }
        options.inputPaths = (parsed.contains(.inputPath) ? options.inputPaths : []) + listed
    }

    private static func applyLists(_ parsed: CommandLineArguments, to options: inout WeaverOptions) {
        let project = options.projectPath
        if parsed.contains(.inputPath) { options.inputPaths = parsed.values(of: .inputPath).map { PathResolver.join(project, $0) } }
        if parsed.contains(.ignoredPath) { options.ignoredPaths = parsed.values(of: .ignoredPath).map { PathResolver.join(project, $0) } }
        if parsed.contains(.testableImports) { options.testableImports = parsed.values(of: .testableImports) }
        if parsed.contains(.includedImports) { options.includedImports = parsed.values(of: .includedImports) }
        if parsed.contains(.excludedImports) { options.excludedImports = parsed.values(of: .excludedImports) }
    }

    private static func usage(_ message: String) -> Diagnostic {
        .error(.configuration, message, at: nil)
    }
}
