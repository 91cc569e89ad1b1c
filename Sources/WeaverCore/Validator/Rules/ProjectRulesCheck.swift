/// Checks a project's rules (docs/rules.md) against a linked graph, also one with other errors:
/// each rule judges the facts it needs, and a fact a broken annotation left out is not judged.
/// The run's own annotations are judged; another module's are its own run's to judge.
public enum ProjectRulesCheck {
    /// What the rules found.
    public struct Report: Sendable {
        /// The run's other diagnostics, those of a check an `unused` rule governs rewritten in place (or dropped: `off`).
        public var kept: [Diagnostic] = []
        /// The rules' own violations, in rule order.
        public var violations: [Diagnostic] = []
        /// Per rule, in order, how many places it judged.
        public var matches: [Int] = []
    }

    /// - Parameters:
    ///   - validated: the run's other diagnostics; an `unused` rule sets the severity of its check's.
    ///   - summaries: the other modules' summaries, which say which module declares a type.
    public static func check(_ rules: [ProjectRule], graph: DependencyGraph, validated: [Diagnostic],
                             summaries: [ModuleSummary] = []) -> Report {
        var report = Report()
        var diagnostics = validated
        let facts = RuleFacts(graph: graph, summaries: summaries, needsModules: rules.contains { if case .moduleEdges = $0.kind { true } else { false } })
        for rule in rules {
            var found: [Diagnostic] = []
            let matched: Int
            switch rule.kind {
            case .moduleEdges(let edges):
                matched = ModuleEdgeRule(rule: rule, edges: edges, facts: facts).judge(into: &found)
            case .typeFamily(let family, let requirement):
                matched = TypeFamilyRule(rule: rule, family: family, requirement: requirement, facts: facts).judge(into: &found)
            case .confinement(let family, let visibility):
                matched = ConfinementRule(rule: rule, family: family, visibility: visibility, facts: facts).judge(into: &found)
            case .forbiddenTypes(let types, let closures, let unlessNamed):
                matched = ForbiddenTypeRule(rule: rule, types: types, closures: closures, unlessNamed: unlessNamed, facts: facts).judge(into: &found)
            case .unused(let unused):
                matched = UnusedRule.apply(rule, unused, to: &diagnostics, graph: graph)
            case .launchBudget(let budget):
                let roots = Set(graph.roots.map { graph.types[$0].path })
                matched = budget.limits.filter { roots.contains($0.root) }.count
                found = LaunchBudgetCheck.diagnostics(graph, budget: budget).map { rule.reported($0, code: .launchBudget) }
            }
            report.matches.append(matched)
            if rule.severity != .off { report.violations += found }
        }
        report.kept = diagnostics
        return report
    }
}

extension ProjectRule {
    /// A break of this rule at `location`: the team's message, then what broke it.
    func violation(_ what: String, at location: SourceLocation?, notes: [DiagnosticNote] = []) -> Diagnostic {
        let message = self.message.map { "\($0): \(what)" } ?? what
        var diagnostic = Diagnostic(severity == .warning ? .warning : .error, .rule, message, at: location,
                                    notes: notes + [DiagnosticNote("rule '\(id)'", at: self.location)])
        diagnostic.rule = id
        return diagnostic
    }

    /// A check's own diagnostic reported under this rule: its severity, its id, the team's message first.
    func reported(_ diagnostic: Diagnostic, code: DiagnosticCode) -> Diagnostic {
        var copy = diagnostic
        copy.severity = severity == .warning ? .warning : .error
        copy.rule = id
        if let message { copy.message = "\(message): \(diagnostic.message)" }
        copy.notes.append(DiagnosticNote("rule '\(id)'", at: location))
        return copy
    }
}
