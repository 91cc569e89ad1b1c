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

    /// What the rules judged of the linked graph before its needs were resolved: the facts, and the
    /// violations of each rule that reads no resolution (module edges, type families, forbidden
    /// types). Made on the core the resolution leaves idle (`Validator.validate(resolving:alongside:)`).
    package struct Prepared: Sendable {
        fileprivate var facts: RuleFacts
        /// Per rule, in order: what it judged, nil for a rule judged after the resolution.
        fileprivate let judged: [Judged?]
    }

    fileprivate struct Judged: Sendable {
        var matched = 0
        var found: [Diagnostic] = []
    }

    /// - Parameters:
    ///   - validated: the run's other diagnostics; an `unused` rule sets the severity of its check's.
    ///   - summaries: the other modules' summaries, which say which module declares a type.
    public static func check(_ rules: [ProjectRule], graph: DependencyGraph, validated: [Diagnostic],
                             summaries: [ModuleSummary] = []) -> Report {
        finish(rules, prepare(rules, graph: graph, summaries: summaries, onEveryCore: true), graph: graph, validated: validated)
    }

    /// The first half of `check`: the facts, and the rules that read no resolution judged.
    /// - Parameter onEveryCore: false beside the resolution, which has the other core.
    package static func prepare(_ rules: [ProjectRule], graph: DependencyGraph, summaries: [ModuleSummary],
                                onEveryCore: Bool = false) -> Prepared {
        var needs = RuledFactsOptions()
        for rule in rules {
            switch rule.kind {
            case .moduleEdges: needs.needsModules = true
            case .typeFamily(let family, _), .confinement(let family, _): if !family.conformsTo.isEmpty { needs.conformances.insert(family.conformsTo) }
            default: break
            }
        }
        var ruleFacts = RuleFacts(graph: graph, summaries: summaries, needs: needs)
        // The chain of modules below this one, named in the message, walked only when a depth rule
        // is broken: the summaries' depths say whether (3,000 modules' imports otherwise).
        let module = ruleFacts.module
        if !module.isEmpty, rules.contains(where: { rule in
            if case .moduleEdges(let edges) = rule.kind, let maximum = edges.maximumDepth {
                graph.moduleDepth > maximum && NamePattern.any(edges.from, match: module)
            } else { false }
        }) {
            ruleFacts.moduleChain = ModuleChains(graph: graph).deepest(from: module)
        }
        let facts = ruleFacts
        // The rules read the facts and never each other.
        let judge: @Sendable (ProjectRule) -> Judged? = { rule in
            var judged = Judged()
            switch rule.kind {
            case .moduleEdges(let edges):
                judged.matched = ModuleEdgeRule(rule: rule, edges: edges, facts: facts).judge(into: &judged.found)
            case .typeFamily(let family, let requirement):
                judged.matched = TypeFamilyRule(rule: rule, family: family, requirement: requirement, facts: facts).judge(into: &judged.found)
            case .forbiddenTypes(let types, let closures, let unlessNamed):
                judged.matched = ForbiddenTypeRule(rule: rule, types: types, closures: closures, unlessNamed: unlessNamed, facts: facts)
                    .judge(into: &judged.found)
            case .confinement, .unused, .launchBudget:
                return nil
            }
            return judged
        }
        return Prepared(facts: facts, judged: onEveryCore ? ConcurrentMap.map(rules, judge) : rules.map(judge))
    }

    /// The second half of `check`, on the resolved `graph`: the rules that read the resolution
    /// (confinement, launch budgets) judged, the `unused` rules applied, every violation in rule order.
    package static func finish(_ rules: [ProjectRule], _ prepared: Prepared, graph: DependencyGraph, validated: [Diagnostic]) -> Report {
        var facts = prepared.facts
        if rules.contains(where: { if case .confinement = $0.kind { true } else { false } }) { facts.readResolution(of: graph) }
        let roots = Set(graph.roots.map { graph.types[$0].path })
        let costs = rules.contains { rule in
            if case .launchBudget(let budget) = rule.kind { budget.limits.contains { roots.contains($0.root) } } else { false }
        } ? LaunchCosts(graph) : nil
        let late = rules.indices.filter { prepared.judged[$0] == nil }
        let judgedLate = ConcurrentMap.map(late) { [facts] index -> Judged in
            let rule = rules[index]
            var judged = Judged()
            switch rule.kind {
            case .confinement(let family, let visibility):
                judged.matched = ConfinementRule(rule: rule, family: family, visibility: visibility, facts: facts).judge(into: &judged.found)
            case .launchBudget(let budget):
                judged.matched = budget.limits.filter { roots.contains($0.root) }.count
                judged.found = LaunchBudgetCheck.diagnostics(graph, budget: budget, costs: costs).map { rule.reported($0, code: .launchBudget) }
            default:
                break
            }
            return judged
        }
        var judged = prepared.judged
        for (index, late) in zip(late, judgedLate) { judged[index] = late }
        // The `unused` rules rewrite the other checks' diagnostics, one after another, in the file's order.
        var report = Report()
        var diagnostics = validated
        for (index, rule) in rules.enumerated() {
            if case .unused(let unused) = rule.kind {
                report.matches.append(UnusedRule.apply(rule, unused, to: &diagnostics, facts: facts))
            } else {
                report.matches.append(judged[index]?.matched ?? 0)
                if rule.severity != .off { report.violations += judged[index]?.found ?? [] }
            }
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
