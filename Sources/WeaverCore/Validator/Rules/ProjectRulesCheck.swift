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
        var needs = RuledFactsOptions()
        var budgets = false
        for rule in rules {
            switch rule.kind {
            case .moduleEdges: needs.needsModules = true
            case .typeFamily(let family, _): if !family.conformsTo.isEmpty { needs.needsConformances = true }
            case .confinement(let family, _):
                needs.needsReaders = true
                if !family.conformsTo.isEmpty { needs.needsConformances = true }
            case .launchBudget: budgets = true
            default: break
            }
        }
        var ruleFacts = RuleFacts(graph: graph, summaries: summaries, needs: needs)
        // The chain of modules below this one, once for every rule with a depth (3,000 modules' imports).
        let module = ruleFacts.module
        if !module.isEmpty, rules.contains(where: { rule in
            if case .moduleEdges(let edges) = rule.kind { edges.maximumDepth != nil && NamePattern.any(edges.from, match: module) } else { false }
        }) {
            ruleFacts.moduleChain = ModuleChains(graph: graph).deepest(from: module)
        }
        let facts = ruleFacts
        let roots = Set(graph.roots.map { graph.types[$0].path })
        let costs = budgets && rules.contains { rule in
            if case .launchBudget(let budget) = rule.kind { budget.limits.contains { roots.contains($0.root) } } else { false }
        } ? LaunchCosts(graph) : nil
        // The rules read the facts and never each other: on every core. The `unused` rules rewrite
        // the other checks' diagnostics, one after another, in the file's order.
        let judged = ConcurrentMap.map(Array(rules.indices)) { index -> (matched: Int, found: [Diagnostic]) in
            let rule = rules[index]
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
            case .unused:
                matched = 0
            case .launchBudget(let budget):
                matched = budget.limits.filter { roots.contains($0.root) }.count
                found = LaunchBudgetCheck.diagnostics(graph, budget: budget, costs: costs).map { rule.reported($0, code: .launchBudget) }
            }
            return (matched, rule.severity == .off ? [] : found)
        }
        var report = Report()
        var diagnostics = validated
        for (index, rule) in rules.enumerated() {
            if case .unused(let unused) = rule.kind {
                report.matches.append(UnusedRule.apply(rule, unused, to: &diagnostics, graph: graph))
            } else {
                report.matches.append(judged[index].matched)
            }
            report.violations += judged[index].found
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
