import WeaverCore
/// A problem that stops the run with exit status 2 (usage, configuration, I/O).
public struct PipelineError: Error, Sendable {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
