#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit

// The executable only parses arguments, runs the pipeline and maps the result to an exit status.
HeapTuning.apply()
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
    // `weaver --help` shows everything; `weaver <command> --help` that command.
    let namesCommand = CommandLine.arguments.dropFirst().first.flatMap(Command.init(rawValue:)) != nil
    print(namesCommand ? HelpText.usage(for: invocation.command) : HelpText.usage)
    exit(0)
}
Console.printDiagnostics(invocation.warnings)

switch invocation.command {
case .version:
    print(WeaverVersion.current)
    exit(0)
case .swift:
    exit(PipelineCommand.run(invocation, goal: .generate))
case .check:
    exit(PipelineCommand.run(invocation, goal: .validate))
case .clean:
    exit(CleanCommand.run(invocation.options))
case .json:
    exit(ExportCommand.run(invocation, format: .json(pretty: invocation.options.prettyJSON)))
case .graph:
    exit(ExportCommand.run(invocation, format: invocation.options.graphFormat == .mermaid ? .mermaid : .dot))
case .xcfilelist:
    do {
        let written = try XcodeFileLists.write(options: invocation.options, configuration: invocation.configurationPath, into: invocation.options.fileListsPath)
        if !invocation.options.quiet { Console.printError("weaver: " + (written.isEmpty ? "file lists unchanged" : "wrote " + written.joined(separator: ", "))) }
        exit(0)
    } catch {
        Console.printDiagnostics([error.diagnostic])
        exit(UsageError.exitCode)
    }
}
