import WeaverKit
import WeaverCore

/// Sets what the flags ask for over the defaults and the configuration file, through the
/// options' table. A list flag given at least once replaces the file's whole list; relative
/// paths resolve against the project path.
enum FlagApplier {
    static func apply(_ parsed: CommandLineArguments, to options: inout WeaverOptions, diagnostics: inout [Diagnostic]) {
        // In the order given: `--tests --no-tests` ends with no tests.
        for given in parsed.given {
            switch given.option.kind {
            case .switchValue(let set):
                set(&options, given.flag.sets)
            case .text(_, _, let set):
                do {
                    try set(&options, given.value, Option.Source(name: given.flag.spelling, isConfigurationKey: false))
                } catch {
                    diagnostics.append(.error(.configuration, error.message, at: nil))
                }
            case .list, .commandLine, .section:
                continue
            }
        }
        for option in Option.all where parsed.contains(option) {
            if case .list(_, _, let set) = option.kind { set(&options, parsed.values(of: option)) }
        }
        applyInputFileLists(parsed, to: &options, diagnostics: &diagnostics)
        for module in options.importedModules {
            if let problem = ModuleName.problem(with: module.name) {
                diagnostics.append(.error(.configuration, "--import-module: \(problem)", at: nil))
            }
        }
    }

    /// `--input-file-list F` (as Bazel or Buck actions pass inputs): one path per line, added to
    /// the inputs; relative paths resolve against the project path.
    private static func applyInputFileLists(_ parsed: CommandLineArguments, to options: inout WeaverOptions, diagnostics: inout [Diagnostic]) {
        guard parsed.contains(.inputFileList) else { return }
        var listed: [String] = []
        for list in parsed.values(of: .inputFileList) {
            let path = PathResolver.join(options.projectPath, list)
            guard let text = ArgumentFiles.read(path) else {
                diagnostics.append(.error(.configuration, "cannot read the input file list '\(list)'\(FileSystem.notRegularReason(path))", at: nil))
                continue
            }
            let lines = ArgumentFiles.lines(text)
            if let problem = lines.lazy.compactMap(PathText.problem(with:)).first {
                diagnostics.append(.error(.configuration, "the input file list '\(list)': \(problem)", at: nil))
                continue
            }
            listed += lines.map { PathResolver.join(options.projectPath, $0) }
        }
        options.inputPaths = (parsed.contains(.inputPath) ? options.inputPaths : []) + listed
    }
}
