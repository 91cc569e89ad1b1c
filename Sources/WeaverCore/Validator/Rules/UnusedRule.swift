/// `unused`: sets the severity of a check that reports what nothing uses (`unused-registration`,
/// `empty-collection`, `never-available`), names the rule on its diagnostics, and turns it off
/// with `severity: off`. Without such a rule each keeps its default (docs/diagnostics.md).
enum UnusedRule {
    /// Rewrites the check's diagnostics in `diagnostics`; returns how many places the check judged.
    static func apply(_ rule: ProjectRule, _ unused: ProjectRule.Unused, to diagnostics: inout [Diagnostic], facts: RuleFacts) -> Int {
        var rewritten: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard diagnostic.code == unused.code, diagnostic.rule == nil else {
                rewritten.append(diagnostic)
                continue
            }
            if rule.severity != .off { rewritten.append(rule.reported(diagnostic, code: unused.code)) }
        }
        diagnostics = rewritten
        let graph = facts.graph
        var judged = 0
        for ruled in facts.own {
            switch unused {
            case .registrations: if ruled.kind == .registration { judged += 1 }
            case .collections: if graph.collections.references[ruled.id] != nil { judged += 1 }
            case .optionalReferences: if ruled.kind == .reference && graph.dependencies[ruled.id].dependency.ifAvailable { judged += 1 }
            }
        }
        return judged
    }
}
