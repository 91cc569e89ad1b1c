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
        MockCheck(),
        CollectionCheck(),
        ConformanceCheck(),
        CycleCheck(),
        UnusedRegistrationCheck(),
    ]

    /// The checks run on every core: each only reads the graph, and the result is sorted, so it
    /// does not depend on which finished first (measured on the 2,000-type project: the checks took
    /// a fifth of an editor's refresh, one after another).
    public static func validate(_ graph: DependencyGraph) -> [Diagnostic] {
        DiagnosticFormatter.sortedUnique(ConcurrentMap.mapEach(checks) { $0.diagnose(graph) })
    }
}
