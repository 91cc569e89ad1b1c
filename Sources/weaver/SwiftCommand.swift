import Foundation
import WeaverKit

/// `weaver swift`: the full pipeline, then the summary line.
enum SwiftCommand {
    static func run(_ options: WeaverOptions) async -> Int32 {
        let started = DispatchTime.now().uptimeNanoseconds
        let result: PipelineResult
        do {
            result = try await Pipeline.run(options: options)
        } catch {
            if options.diagnosticsFormat == .json {
                Console.printError(DiagnosticFormatter.json([error.diagnostic]))
            } else {
                Console.printDiagnostics([error.diagnostic])
            }
            return UsageError.exitCode
        }
        if options.diagnosticsFormat == .json {
            // stderr is then one JSON array and nothing else (SPEC §2).
            Console.printError(DiagnosticFormatter.json(result.diagnostics))
            return result.hasErrors ? 1 : 0
        }
        Console.printDiagnostics(result.diagnostics)
        if options.verbose {
            for (phase, seconds) in result.timings {
                Console.printError("weaver: \(phase): \(String(format: "%.1f", seconds * 1000)) ms")
            }
        }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        if !options.quiet {
            let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
            let outcome: String
            if errors > 0 {
                outcome = "\(errors) error\(errors == 1 ? "" : "s"); nothing written"
            } else if result.writtenFiles.isEmpty {
                outcome = "output unchanged"
            } else {
                outcome = "wrote " + result.writtenFiles.joined(separator: ", ")
            }
            Console.printError("weaver: \(result.filesScanned) files scanned, \(result.annotatedTypes) annotated types, \(String(format: "%.0f", milliseconds)) ms; \(outcome)")
        }
        return errors > 0 ? 1 : 0
    }
}
