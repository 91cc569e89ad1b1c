#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import WeaverKit
import WeaverCore

/// One run of the tool for one command line: parses it, runs the command, and gives the exit
/// status. The process's `main` runs it once; a persistent worker once per request.
package enum CommandRunner {
    /// The commands an executable adds to the build's (`weaver`: `json`, `graph`, `why`, `cost`, `rules`, `explore`, `lsp`):
    /// the exit status, or nil for a command it does not have.
    package typealias MoreCommands = (Invocation, [String]) -> Int32?

    /// - Parameter executable: the name the messages give the program.
    package static func run(_ arguments: [String], currentDirectory: String, environment: [String: String],
                            executable: String = "weaver", more: MoreCommands) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try InvocationParser.parse(arguments, currentDirectory: currentDirectory, environment: environment)
        } catch {
            // The options did not parse, but a build log must still say which target failed.
            let target = arguments.firstIndex(of: Option.buildTarget.name).flatMap { arguments.dropFirst($0 + 1).first }
            Console.printDiagnostics(error.diagnostics.map { diagnostic in target.map { diagnostic.placed(inTarget: $0) } ?? diagnostic })
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
        case .json, .graph, .why, .cost, .rules, .explore, .lsp:
            if let status = more(invocation, arguments) { return status }
            Console.printError("weaver: error: '\(executable)' runs what a build needs (swift, check, clean, xcfilelist); "
                               + "'\(invocation.command.rawValue)' is a command of 'weaver'")
            return UsageError.exitCode
        case .xcfilelist:
            do {
                let written = try XcodeFileLists.write(options: invocation.options, configuration: invocation.configurationPath,
                                                       into: invocation.options.outputPath)
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
