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

/// `weaver json`, `graph`, `why`, `cost` and `explore`: the linked graph or an answer about it on standard
/// output — also when validation fails, with the diagnostics on standard error and exit status 1
/// (docs/commands.md).
enum ExportCommand {
    enum Format {
        case json(pretty: Bool)
        case dot
        case mermaid
        /// `weaver why`: the answer, or exit 1 when the name does not exist.
        case why(String, json: Bool)
        /// `weaver cost [root]`: the launch costs, or exit 2 when the name is no root (docs/cost.md).
        case cost(String?, json: Bool)
        /// `weaver explore`: the page written at the path (docs/explore.md), also when validation fails.
        case explore(String)
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
        var status: Int32 = result.hasErrors ? 1 : 0
        if let graph = result.graph {
            let text: String
            switch format {
            case let .json(pretty):
                let violations = options.projectRules.isEmpty ? nil : result.diagnostics.filter { $0.rule != nil }
                text = GraphJSONExporter.json(graph, pretty: pretty, ruleViolations: violations) + "\n"
            case .dot: text = GraphPictureExporter.dot(graph)
            case .mermaid: text = GraphPictureExporter.mermaid(graph)
            case let .why(query, json):
                switch WhyReport.answer(query, in: graph) {
                case let .success(report): text = json ? report.json + "\n" : report.text
                case let .failure(diagnostic):
                    PipelineCommand.report([diagnostic], options: options)
                    text = ""
                    status = 1
                }
            case let .explore(path):
                text = ""
                do {
                    let written = try ExplorerPageOutput.write(ExplorerPage.html(graph, diagnostics: result.diagnostics, title: explorerTitle(options)),
                                                               to: path, projectPath: options.projectPath)
                    let shown = PathResolver.relative(path, to: options.projectPath)
                    if !options.quiet { Console.printError("weaver: " + (written ? "wrote " + shown : shown + " unchanged")) }
                } catch {
                    PipelineCommand.report([error.diagnostic], options: options)
                    status = UsageError.exitCode
                }
            case let .cost(root, json):
                switch CostReport.make(graph, root: root, budget: result.launchBudget) {
                case let .success(report): text = json ? report.json + "\n" : report.text
                case let .failure(diagnostic):
                    PipelineCommand.report([diagnostic], options: options)
                    text = ""
                    status = UsageError.exitCode
                }
            }
            Console.write(text, to: STDOUT_FILENO)
        }
        ResultLifetime.leaveToExit(result)
        return status
    }

    /// The page's title: the module, or the project folder's name.
    private static func explorerTitle(_ options: WeaverOptions) -> String {
        options.moduleName ?? options.buildTarget ?? String(options.projectPath.split(separator: "/").last ?? "weaver")
    }
}
