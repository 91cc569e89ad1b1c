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
import WeaverWorker

// The executable only parses arguments, runs the pipeline and maps the result to an exit status:
// once, or once per request as a persistent worker (`--persistent_worker`, for Bazel).
HeapTuning.apply()
let arguments = Array(CommandLine.arguments.dropFirst())
let currentDirectory = FileManager.default.currentDirectoryPath
let environment = ProcessInfo.processInfo.environment

/// The commands `weaver` adds to the build's (`weaver-build` has only those).
func moreCommands(_ invocation: Invocation, _ arguments: [String]) -> Int32? {
    // In a SwiftPM package: one target's graph, as the plugin builds it.
    if [.json, .graph, .why, .cost, .rules, .explore].contains(invocation.command), PackageTargetRun.applies(to: invocation.options) {
        return PackageTargetRun.run(PackageTargetRun.argumentsForTarget(arguments), options: invocation.options, environment: environment,
                                    more: moreCommands)
    }
    return switch invocation.command {
    case .json: ExportCommand.run(invocation, format: .json(pretty: invocation.options.prettyJSON))
    case .graph: ExportCommand.run(invocation, format: invocation.options.outputFormat == .mermaid ? .mermaid : .dot)
    case .explore: ExportCommand.run(invocation, format: .explore(invocation.options.outputPath ?? PathResolver.join(invocation.options.projectPath, "weaver-graph.html")))
    case .cost: ExportCommand.run(invocation, format: .cost(invocation.query.isEmpty ? nil : invocation.query, json: invocation.options.outputFormat == .json))
    case .rules: RulesCommand.run([("", invocation)])
    case .why: ExportCommand.run(invocation, format: .why(invocation.query, json: invocation.options.diagnosticsFormat == .json))
    case .lsp: LanguageServerCommand.run(arguments: arguments, currentDirectory: currentDirectory, environment: environment)
    default: nil
    }
}

if arguments.contains(PersistentWorker.flag) {
    exit(PersistentWorker.serve(startupArguments: arguments.filter { $0 != PersistentWorker.flag }) { arguments in
        CommandRunner.run(arguments, currentDirectory: currentDirectory, environment: environment, more: moreCommands)
    })
}
ResultLifetime.endsWithProcess = true
exit(CommandRunner.run(arguments, currentDirectory: currentDirectory, environment: environment, more: moreCommands))
