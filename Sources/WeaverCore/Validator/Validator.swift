import Dispatch

/// The validate stage: runs every check in a fixed order and returns all diagnostics, sorted.
public enum Validator {
    /// The order only matters for reading this list; output is sorted by location.
    public static let checks: [any GraphCheck] = [
        LinkProblemsCheck(),
        SpellingCheck(),
        ResolutionCheck(),
        ScopeCheck(),
        WeakParameterCheck(),
        IsolationCheck(),
        WrapperSignatureCheck(),
        InitializerCheck(),
        AccessCheck(),
        MockCheck(),
        CollectionCheck(),
        ConformanceCheck(),
        CycleCheck(),
        UnusedRegistrationCheck(),
        AvailabilityCheck(),
    ]

    /// The checks run on every core: each only reads the graph, and the result is sorted, so it
    /// does not depend on which finished first (one after another, the checks would hold up an
    /// editor's refresh).
    public static func validate(_ graph: DependencyGraph) -> [Diagnostic] {
        DiagnosticFormatter.sortedUnique(ConcurrentMap.mapEach(checks) { $0.diagnose(graph) })
    }

    /// `validate(_:)` of the graph `resolve` makes from `unresolved`, with the checks that read no
    /// resolution running on another thread while it resolves: one core resolves, the other is
    /// otherwise idle (an editor's refresh waits for both, docs/editors.md).
    package static func validate(resolving unresolved: DependencyGraph, _ resolve: (inout DependencyGraph) -> Void) -> (DependencyGraph, [Diagnostic]) {
        let (graph, diagnostics, _) = validate(resolving: unresolved, resolve, alongside: { _ in () })
        return (graph, diagnostics)
    }

    /// The same, with `alongside` run on the other thread too, after those checks: work of the
    /// caller's that reads the linked graph and no resolution (the project rules' facts).
    package static func validate<Alongside: Sendable>(resolving unresolved: DependencyGraph, _ resolve: (inout DependencyGraph) -> Void,
                                                      alongside: @escaping @Sendable (DependencyGraph) -> Alongside)
        -> (DependencyGraph, [Diagnostic], Alongside) {
        let structural = checks.filter { !$0.readsResolution }
        let early = BackgroundResult { (structural.flatMap { $0.diagnose(unresolved) }, alongside(unresolved)) }
        var graph = unresolved
        resolve(&graph)
        let late = ConcurrentMap.mapEach(checks.filter(\.readsResolution)) { [graph] in $0.diagnose(graph) }
        let (diagnostics, extra) = early.wait()
        return (graph, DiagnosticFormatter.sortedUnique(diagnostics + late), extra)
    }
}

/// A value computed on a global queue, waited for where it is needed.
private final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ compute: @escaping @Sendable () -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.value = compute()
            self.done.signal()
        }
    }

    /// The semaphore orders the write before this read.
    func wait() -> Value {
        done.wait()
        return value!
    }
}
