import WeaverCore
/// A command line or configuration file that cannot be used: the run stops with exit status 2.
public struct UsageError: Error, Sendable {
    /// The exit status for usage, configuration and I/O errors (docs/commands.md).
    public static let exitCode: Int32 = 2

    /// Every problem found (errors, and the warnings found alongside them).
    public let diagnostics: [Diagnostic]

    /// An error carrying `diagnostics`, which hold at least one error.
    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One error without a location, for the command line.
    public init(_ message: String) {
        diagnostics = [.error(.configuration, message, at: nil)]
    }
}
