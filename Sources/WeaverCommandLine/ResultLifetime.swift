/// Whether a run's results may be left for the process's exit to reclaim.
///
/// A one-shot process exits right after its run: freeing the graph of a large project object by
/// object, then the parse results and generated text, is work the exit does at once. A persistent
/// worker serves many requests, so there every request's results are freed as usual.
package enum ResultLifetime {
    /// Set once by `main`, before the run, when the process runs one command line and exits.
    package nonisolated(unsafe) static var endsWithProcess = false

    /// Hands `value` to the process's exit when the run is the process's only one; otherwise
    /// it is freed here, as any value going out of scope.
    package static func leaveToExit<Value>(_ value: consuming Value) {
        guard endsWithProcess else { return }
        _ = Unmanaged.passRetained(Holder(value))
    }

    private final class Holder<Value> {
        let value: Value
        init(_ value: consuming Value) { self.value = value }
    }
}
