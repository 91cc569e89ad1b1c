#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit

/// Writes diagnostics and the summary line to standard error (SPEC §2).
enum Console {
    static let colored = DiagnosticFormatter.usesColor(isTerminal: isatty(STDERR_FILENO) != 0, environment: ProcessInfo.processInfo.environment)

    static func printDiagnostics(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            printError(DiagnosticFormatter.text(diagnostic, colored: colored))
        }
    }

    static func printError(_ text: String) {
        FileSystem.write(text + "\n", to: STDERR_FILENO)
    }
}
