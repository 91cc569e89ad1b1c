/// One thing the validator proves about a graph. Adding a check is adding one file with one
/// of these and listing it in `Validator.checks`.
public protocol GraphCheck: Sendable {
    func diagnose(_ graph: DependencyGraph) -> [Diagnostic]
}
