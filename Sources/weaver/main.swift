import Foundation
import WeaverKit

// The executable only parses arguments, runs the pipeline and maps the result to an exit status.
let invocation: Invocation
do {
    invocation = try InvocationParser.parse(
        Array(CommandLine.arguments.dropFirst()),
        currentDirectory: FileManager.default.currentDirectoryPath,
        environment: ProcessInfo.processInfo.environment)
} catch {
    Console.printDiagnostics(error.diagnostics)
    exit(UsageError.exitCode)
}

if invocation.showHelp {
    print(HelpText.usage)
    exit(0)
}
Console.printDiagnostics(invocation.warnings)

switch invocation.command {
case .version:
    print(WeaverVersion.current)
    exit(0)
case .swift:
    exit(await PipelineCommand.run(invocation, goal: .generate))
case .check:
    exit(await PipelineCommand.run(invocation, goal: .validate))
case .clean:
    exit(CleanCommand.run(invocation.options))
case .json:
    exit(await ExportCommand.run(invocation, format: .json(pretty: invocation.prettyJSON)))
case .graph:
    exit(await ExportCommand.run(invocation, format: invocation.graphFormat == "mermaid" ? .mermaid : .dot))
default:
    Console.printDiagnostics([.error(.configuration, "command '\(invocation.command.rawValue)' is not supported yet", at: nil)])
    exit(UsageError.exitCode)
}
