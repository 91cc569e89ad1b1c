#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit

/// `weaver json` and `weaver graph`: the linked graph on standard output — also when validation
/// fails, with the diagnostics on standard error and exit status 1 (SPEC §2).
enum ExportCommand {
    enum Format {
        case json(pretty: Bool)
        case dot
        case mermaid
    }

    static func run(_ invocation: Invocation, format: Format) -> Int32 {
        let options = invocation.options
        let result: PipelineResult
        do {
            result = try Pipeline.run(options: options, goal: .export)
        } catch {
            PipelineCommand.report([error.diagnostic], options: options)
            return UsageError.exitCode
        }
        PipelineCommand.report(result.diagnostics, options: options, moduleRoots: result.moduleRoots)
        if let graph = result.graph {
            let text: String
            switch format {
            case let .json(pretty): text = GraphJSONExporter.json(graph, pretty: pretty) + "\n"
            case .dot: text = GraphPictureExporter.dot(graph)
            case .mermaid: text = GraphPictureExporter.mermaid(graph)
            }
            Console.write(text, to: STDOUT_FILENO)
        }
        let status: Int32 = result.hasErrors ? 1 : 0
        ResultLifetime.leaveToExit(result)
        return status
    }
}
