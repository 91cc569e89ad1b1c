#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit
import WeaverCore

/// Writes diagnostics and the summary line to standard error (docs/commands.md), and what a command
/// prints (help, version, `weaver json`) to standard output.
package enum Console {
    /// While a persistent worker serves a request, what the run prints goes here instead, for the
    /// request's response (`PersistentWorker`). Only the worker's one thread sets and reads it.
    package nonisolated(unsafe) static var captured: String?

    static let colored = DiagnosticFormatter.usesColor(isTerminal: isatty(STDERR_FILENO) != 0, environment: ProcessInfo.processInfo.environment)

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            printError(DiagnosticFormatter.text(diagnostic, colored: colored))
        }
    }

    package static func printError(_ text: String) {
        write(text + "\n", to: STDERR_FILENO)
    }

    /// `text` and a line break on standard output.
    static func printOutput(_ text: String) {
        write(text + "\n", to: STDOUT_FILENO)
    }

    /// `text` as it is (it ends with its own line break, or needs none).
    package static func write(_ text: String, to descriptor: Int32) {
        if captured != nil {
            captured! += text
        } else {
            FileSystem.write(text, to: descriptor)
        }
    }
}
