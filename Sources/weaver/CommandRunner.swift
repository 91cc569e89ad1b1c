#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WeaverKit

/// One run of the tool for one command line: parses it, runs the command, and gives the exit
/// status. The process's `main` runs it once; a persistent worker once per request.
enum CommandRunner {
    static func run(_ arguments: [String], currentDirectory: String, environment: [String: String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try InvocationParser.parse(arguments, currentDirectory: currentDirectory, environment: environment)
        } catch {
            // The options did not parse, but a build log must still say which target failed.
            let target = arguments.firstIndex(of: Option.buildTarget.name).flatMap { arguments.dropFirst($0 + 1).first }
            Console.printDiagnostics(error.diagnostics.map { diagnostic in target.map { diagnostic.placed(in: "target '\($0)': ") } ?? diagnostic })
            return UsageError.exitCode
        }

        if invocation.showHelp {
            // `weaver --help` shows everything; `weaver <command> --help` that command.
            let namesCommand = arguments.first.flatMap(Command.init(rawValue:)) != nil
            Console.printOutput(namesCommand ? HelpText.usage(for: invocation.command) : HelpText.usage)
            return 0
        }
        Console.printDiagnostics(invocation.warnings)

        switch invocation.command {
        case .version:
            Console.printOutput(WeaverVersion.current)
            return 0
        case .swift:
            return PipelineCommand.run(invocation, goal: .generate)
        case .check:
            return PipelineCommand.run(invocation, goal: .validate)
        case .clean:
            return CleanCommand.run(invocation.options)
        case .json:
            return ExportCommand.run(invocation, format: .json(pretty: invocation.options.prettyJSON))
        case .graph:
            return ExportCommand.run(invocation, format: invocation.options.graphFormat == .mermaid ? .mermaid : .dot)
        case .why:
            return ExportCommand.run(invocation, format: .why(invocation.query, json: invocation.options.diagnosticsFormat == .json))
        case .lsp:
            return LanguageServerCommand.run(arguments: arguments, currentDirectory: currentDirectory, environment: environment)
        case .xcfilelist:
            do {
                let written = try XcodeFileLists.write(options: invocation.options, configuration: invocation.configurationPath,
                                                       into: invocation.options.fileListsPath)
                if !invocation.options.quiet {
                    Console.printError("weaver: " + (written.isEmpty ? "file lists unchanged" : "wrote " + written.joined(separator: ", ")))
                }
                return 0
            } catch {
                Console.printDiagnostics([error.diagnostic])
                return UsageError.exitCode
            }
        }
    }
}
