import WeaverCore
/// `weaver rules` (docs/rules.md): the rules in force, in the configuration's order, each with its
/// kind, severity, how many places it judged in this run and how many of them broke it.
public struct RulesReport: Sendable {
    public struct Row: Sendable, Equatable {
        public var id: String
        public var kind: String
        public var severity: ProjectRule.Severity
        public var location: SourceLocation
        public var matched: Int
        public var violations: Int
    }

    public var rows: [Row]

    public init(rows: [Row]) { self.rows = rows }

    public init(rules: [ProjectRule], matches: [Int], diagnostics: [Diagnostic]) {
        var violations: [String: Int] = [:]
        for diagnostic in diagnostics { if let rule = diagnostic.rule { violations[rule, default: 0] += 1 } }
        rows = rules.enumerated().map { index, rule in
            Row(id: rule.id, kind: rule.kind.name, severity: rule.severity, location: rule.location,
                matched: index < matches.count ? matches[index] : 0, violations: violations[rule.id] ?? 0)
        }
    }

    /// A rule that judged nothing in this run is probably misspelt (a pattern that names no type, a
    /// module that does not exist): a warning at its line. Said by `weaver rules` only: in a build,
    /// a rule about another module's types rightly matches nothing in this module's run.
    public static func unmatched(_ rules: [ProjectRule], matches: [Int]) -> [Diagnostic] {
        rules.enumerated().compactMap { index, rule in
            guard rule.severity != .off, index < matches.count, matches[index] == 0 else { return nil }
            var diagnostic = Diagnostic.warning(.rule, "rule '\(rule.id)' (\(rule.kind.name)) matched nothing in this run: is a name or pattern misspelt?",
                                                at: rule.location)
            diagnostic.rule = rule.id
            return diagnostic
        }
    }

    public var text: String {
        guard !rows.isEmpty else { return "No rules: add a 'rules:' section to the configuration file (docs/rules.md).\n" }
        let idWidth = rows.map(\.id.count).max() ?? 0
        let kindWidth = rows.map(\.kind.count).max() ?? 0
        var lines = ["\(rows.count) rule\(rows.count == 1 ? "" : "s") in force:"]
        for row in rows {
            let places = "\(row.matched) place\(row.matched == 1 ? "" : "s")"
            let broken = row.severity == .off ? "off" : row.violations == 0 ? "kept" : "\(row.violations) violation\(row.violations == 1 ? "" : "s")"
            let columns: [String] = [padded(row.id, idWidth), padded(row.kind, kindWidth), padded(row.severity.rawValue, 7), "\(places), \(broken)"]
            lines.append("  " + columns.joined(separator: "  ") + "  (\(row.location.file):\(row.location.line))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    public var json: String {
        JSONValue.object([("rules", .array(rows.map { row in
            JSONValue.object([
                ("id", .string(row.id)), ("kind", .string(row.kind)), ("severity", .string(row.severity.rawValue)),
                ("file", .string(row.location.file)), ("line", .integer(row.location.line)),
                ("matched", .integer(row.matched)), ("violations", .integer(row.violations)),
            ])
        }))]).rendered(pretty: false)
    }
}
