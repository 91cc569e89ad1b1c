/// One thing the validator proves about a graph. Adding a check is adding one file with one
/// of these and listing it in `Validator.checks`.
public protocol GraphCheck: Sendable {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic]
    /// Whether the check reads what resolving needs adds to the graph (needs, provisions,
    /// resolved references, failures). One that does not can run while they are resolved.
    var readsResolution: Bool { get }
}

extension GraphCheck {
    public var readsResolution: Bool { true }
}
