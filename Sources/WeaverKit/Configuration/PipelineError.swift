import WeaverCore
/// A problem that stops the run with exit status 2 (usage, configuration, I/O): the driver's one
/// error, declared in its lowest folder so that every folder above may throw it.
public struct PipelineError: Error, Sendable {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
