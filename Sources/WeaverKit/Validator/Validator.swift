/// One thing the validator proves about a graph. Adding a check is adding one file with one
/// of these and listing it in `Validator.checks`.
public protocol GraphCheck: Sendable {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic]
}

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
        ConformanceCheck(),
        CycleCheck(),
        UnusedRegistrationCheck(),
    ]

    public static func validate(_ graph: DependencyGraph) -> [Diagnostic] {
        DiagnosticFormatter.sortedUnique(checks.flatMap { $0.diagnose(graph) })
    }
}

/// Problems the linker found while building the graph (duplicate types, invalid types).
struct LinkProblemsCheck: GraphCheck {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] { graph.diagnostics }
}

extension DependencyGraph {
    /// `App -> Home -> Detail`.
    func describe(chain: [TypeID]) -> String {
        chain.map { types[$0].path }.joined(separator: " -> ")
    }

    /// `'movieManager: MovieManaging' in App`.
    func describe(dependency id: DependencyID) -> String {
        let entry = dependencies[id]
        return "'\(entry.dependency.name): \(entry.dependency.exposedType.swiftSource)' in \(types[entry.owner].path)"
    }
}
