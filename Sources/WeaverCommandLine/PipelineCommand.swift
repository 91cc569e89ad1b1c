#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import WeaverKit
import WeaverCore

/// `weaver swift` and `weaver check`: the pipeline, then diagnostics and the summary line.
package enum PipelineCommand {
    static func run(_ invocation: Invocation, goal: Pipeline.Goal) -> Int32 {
        let options = invocation.options
        let started = DispatchTime.now().uptimeNanoseconds
        let result: PipelineResult
        do {
            result = try Pipeline.run(options: options, goal: goal)
        } catch {
            report([error.diagnostic], options: options)
            return UsageError.exitCode
        }
        report(result.diagnostics, options: options, moduleRoots: result.moduleRoots)
        if options.verbose {
            for note in result.cacheNotes { Console.printError("weaver: cache: \(note)") }
            Console.printError("weaver: \(result.foldersWalked) folders walked, \(result.foldersReused) of them not listed again")
            for (phase, seconds) in result.timings {
                Console.printError("weaver: \(phase): \(decimal(seconds * 1000, places: 1)) ms")
            }
        }
        if !options.quiet, options.diagnosticsFormat == .text {
            Console.printError(summary(result, goal: goal, started: started))
        }
        let status: Int32 = result.hasErrors ? 1 : 0
        ResultLifetime.leaveToExit(result)
        return status
    }

    /// With `--diagnostics-format json`, standard error is one JSON array and nothing else.
    package static func report(_ diagnostics: [Diagnostic], options: WeaverOptions, moduleRoots: [String: String] = [:]) {
        var diagnostics = options.absolutePaths
            ? diagnostics.map { $0.withAbsolutePaths(from: options.projectPath, moduleRoots: moduleRoots) } : diagnostics
        if let target = options.buildTarget { diagnostics = diagnostics.map { $0.placed(inTarget: target) } }
        if options.diagnosticsFormat == .json {
            Console.printError(DiagnosticFormatter.json(diagnostics))
        } else {
            Console.printDiagnostics(diagnostics)
        }
    }

    private static func summary(_ result: PipelineResult, goal: Pipeline.Goal, started: UInt64) -> String {
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
        let outcome: String
        if errors > 0 {
            outcome = "\(errors) error\(errors == 1 ? "" : "s")" + (goal == .generate ? "; nothing written" : "")
        } else if goal != .generate {
            outcome = "no errors"
        } else if result.writtenFiles.isEmpty {
            outcome = "output unchanged"
        } else {
            outcome = "wrote " + result.writtenFiles.joined(separator: ", ")
        }
        let parsed = switch (result.usedFastPath, result.filesParsed) {
        case (true, 0): "nothing changed"
        case (true, let count): "\(count) parsed, graph unchanged"
        case (false, let count): "\(count) parsed"
        }
        return "weaver: \(result.filesScanned) files scanned (\(parsed)), \(result.annotatedTypes) annotated types, \(decimal(milliseconds, places: 0)) ms; \(outcome)"
    }

    /// `value` rounded to `places` decimals (0 or 1), as `%.Nf` prints it, without Foundation's formatter.
    static func decimal(_ value: Double, places: Int) -> String {
        let scale = places == 0 ? 1.0 : 10.0
        let scaled = Int((value * scale).rounded())
        return places == 0 ? "\(scaled)" : "\(scaled / 10).\(scaled % 10)"
    }
}
