#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverCommandLine
import WeaverKit
import WeaverCore
import WeaverLanguageServer

/// `weaver why`, `json`, `graph`, `cost`, `rules` and `explore` in a SwiftPM package (docs/commands.md): the graph of one target
/// as the plugin builds it, with the module graph the editor reads (`swift package describe`,
/// `SwiftPackageLayout`), not every target's files read as one module. The targets it depends on
/// are summarized in the same run, and everything is written into a temporary folder, never into
/// the package.
enum PackageTargetRun {
    /// Whether the run is a package's: its project folder holds `Package.swift` and neither a
    /// weaver configuration file nor input paths say otherwise, or `--target` asks for a target.
    static func applies(to options: WeaverOptions) -> Bool {
        let folder = options.projectPath
        guard FileSystem.kind(of: PathResolver.join(folder, "Package.swift")) == .file else { return false }
        if options.packageTarget != nil { return true }
        let configured = ConfigurationFile.searchedNames.contains { FileSystem.kind(of: PathResolver.join(folder, $0)) == .file }
        return !configured && options.inputPaths == [folder]
    }

    /// Runs `arguments` (the command line, without `--target`) for the chosen target; prints what
    /// went wrong and returns an exit status otherwise.
    static func run(_ arguments: [String], options: WeaverOptions, environment: [String: String],
                    more: CommandRunner.MoreCommands) -> Int32 {
        let root = options.projectPath
        let described: DescribedPackages
        switch SwiftPackageDescriber(environment: environment).describe(root) {
        case let .success(packages): described = packages
        case let .failure(failure):
            return usage("'swift package describe' could not describe the package in '\(root)': \(failure.message)")
        }
        for (package, reason) in described.failures.sorted(by: { $0.key < $1.key }) {
            Console.printError(DiagnosticFormatter.text(.warning(.configuration, "the package '\(package)' is not read: \(reason)", at: nil)))
        }
        guard let layout = SwiftPackageLayout.read(described, mentionsWeaver: { path in
            FileSystem.contents(of: path).map { Prefilter.mentionsWeaver($0.bytes) } ?? false
        }) else { return usage("SwiftPM's description of the package in '\(root)' could not be read") }
        // The targets one may choose: the package's own (another package's are summarized for them).
        let shown = layout.modules.filter { !$0.summaryOnly && $0.package == described.root }
        guard !shown.isEmpty else { return usage("no target of the package in '\(root)' uses WeaverPlugin") }
        let byPath = Dictionary(layout.modules.map { ($0.summaryPath, $0) }, uniquingKeysWith: { first, _ in first })
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-package-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // `weaver rules` in a package: every target's run, the rules' counts added up (docs/rules.md).
        if arguments.first == Command.rules.rawValue, options.packageTarget == nil {
            var invocations: [(target: String, invocation: Invocation)] = []
            for target in shown {
                let (targetArguments, folder) = self.arguments(arguments, for: target, byPath: byPath, root: root, options: options, scratch: scratch)
                do {
                    invocations.append((target.target, try InvocationParser.parse(targetArguments, currentDirectory: folder, environment: environment)))
                } catch {
                    for diagnostic in error.diagnostics { Console.printError(DiagnosticFormatter.text(diagnostic.placed(inTarget: target.target))) }
                    return UsageError.exitCode
                }
            }
            return RulesCommand.run(invocations, displayRoot: root)
        }
        let target: SwiftPackageLayout.Module
        if let name = options.packageTarget {
            guard let found = shown.first(where: { $0.target == name }) else {
                let close = Suggestion.closest(to: name, among: shown.map(\.target)).map { "; did you mean '\($0)'?" } ?? ""
                return usage("no target '\(Diagnostic.escaped(name))' of the package uses WeaverPlugin\(close); its targets that do: \(list(shown))")
            }
            target = found
        } else {
            let apps = shown.filter(\.isExecutable)
            if apps.count == 1 { target = apps[0] } else if shown.count == 1 { target = shown[0] } else {
                return usage("the package has several targets that use WeaverPlugin (\(list(shown))): choose one with --target <name>")
            }
        }
        let (targetArguments, folder) = self.arguments(arguments, for: target, byPath: byPath, root: root, options: options, scratch: scratch)
        return CommandRunner.run(targetArguments, currentDirectory: folder, environment: environment, more: more)
    }

    /// The command line of one target's run: the target's own flags, with the targets it depends
    /// on summarized in the same run, dependencies first, as the plugin's run summarizes them
    /// (`--import-module`), instead of the summaries the editor keeps in memory; the caches of
    /// all go to the scratch folder.
    private static func arguments(_ arguments: [String], for target: SwiftPackageLayout.Module, byPath: [String: SwiftPackageLayout.Module],
                                  root: String, options: WeaverOptions, scratch: String) -> (arguments: [String], folder: String) {
        var flags: [String] = []
        var index = 0
        while index < target.flags.count {
            if target.flags[index] == "--module-summary", index + 1 < target.flags.count, let module = byPath[target.flags[index + 1]] {
                flags += ["--import-module", "\(module.moduleName)=\(module.folder)"]
                index += 2
            } else {
                flags.append(target.flags[index])
                index += 1
            }
        }
        // The page goes into the package's folder, not the target's, unless a path is given.
        var arguments = arguments
        if arguments.first == Command.explore.rawValue, options.outputPath == nil {
            arguments += [Option.outputPath.name, PathResolver.join(root, "weaver-graph.html")]
        }
        return (arguments + ["--project-path", target.folder, "--cache-path", PathResolver.join(scratch, "cache-" + target.target)] + flags, target.folder)
    }

    private static func list(_ modules: [SwiftPackageLayout.Module]) -> String {
        modules.map { "'\(Diagnostic.escaped($0.target))'" }.joined(separator: ", ")
    }

    private static func usage(_ message: String) -> Int32 {
        Console.printError(DiagnosticFormatter.text(.error(.configuration, message, at: nil)))
        return UsageError.exitCode
    }

    /// The command line without `--target` and its value (and without `--project-path`, which
    /// the target's run replaces).
    static func argumentsForTarget(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--target" || argument == "--project-path" { index += 2; continue }
            if argument.hasPrefix("--target=") || argument.hasPrefix("--project-path=") { index += 1; continue }
            kept.append(argument)
            index += 1
        }
        return kept
    }
}
