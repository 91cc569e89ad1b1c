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

    public static func validate(_ graph: DependencyGraph) -> [Diagnostic] {
        DiagnosticFormatter.sortedUnique(checks.flatMap { $0.diagnose(graph) })
    }
}
