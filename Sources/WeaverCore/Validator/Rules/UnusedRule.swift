/// `unused`: sets the severity of a check that reports what nothing uses (`unused-registration`,
/// `empty-collection`, `never-available`), names the rule on its diagnostics, and turns it off
/// with `severity: off`. Without such a rule each keeps its default (docs/diagnostics.md).
enum UnusedRule {
    /// Rewrites the check's diagnostics in `diagnostics`; returns how many places the check judged.
    static func apply(_ rule: ProjectRule, _ unused: ProjectRule.Unused, to diagnostics: inout [Diagnostic], graph: DependencyGraph) -> Int {
        var rewritten: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.code == unused.code, diagnostic.rule == nil else {
                rewritten.append(diagnostic)
                continue
            }
            if rule.severity != .off { rewritten.append(rule.reported(diagnostic, code: unused.code)) }
        }
        diagnostics = rewritten
        return graph.dependencies.indices.filter { id in
            let placed = graph.dependencies[id]
            guard graph.types[placed.owner].external == nil else { return false }
            switch unused {
            case .registrations: return placed.dependency.kind == .registration && !graph.collections.isElement(id)
            case .collections: return graph.collections.references[id] != nil
            case .optionalReferences: return placed.dependency.kind == .reference && placed.dependency.ifAvailable
            }
        }.count
    }
}
