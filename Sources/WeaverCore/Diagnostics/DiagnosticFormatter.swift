/// Renders diagnostics as the text lines of docs/diagnostics.md.
public enum DiagnosticFormatter {
    /// With `colored`, the labels are coloured (red errors, yellow warnings) for a terminal.
    public static func text(_ diagnostic: Diagnostic, colored: Bool = false) -> String {
        var lines = [line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message + " [\(label(diagnostic))]", colored)]
        for note in diagnostic.notes {
            lines.append(line(note.location ?? diagnostic.location, "note", note.message, colored))
        }
        return lines.joined(separator: "\n")
    }

    /// `[cycle]`; a project rule's `[rule features-use-core]`, or `[never-available, rule optional-references]`
    /// for a check a rule sets the severity of.
    private static func label(_ diagnostic: Diagnostic) -> String {
        guard let rule = diagnostic.rule else { return diagnostic.code.rawValue }
        return diagnostic.code == .rule ? "rule \(rule)" : "\(diagnostic.code.rawValue), rule \(rule)"
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ message: String, _ colored: Bool) -> String {
        let styled = colored ? paint(label) : label
        // A file name or a message quoting the user's text may hold control characters: a line
        // of this output is one diagnostic, and nothing in it drives the terminal.
        let message = Diagnostic.escaped(message)
        guard let location else { return "weaver: \(styled): \(message)" }
        return "\(Diagnostic.escaped(location.file)):\(location.line):\(location.column): \(styled): \(message)"
    }

    private static func paint(_ label: String) -> String {
        switch label {
        case "error": "\u{1B}[1;31merror\u{1B}[0m"
        case "warning": "\u{1B}[1;33mwarning\u{1B}[0m"
        default: "\u{1B}[1mnote\u{1B}[0m"
        }
    }

    /// Colour only on a terminal, and never with `NO_COLOR` set (https://no-color.org).
    public static func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// The same records as one JSON array (`--diagnostics-format json`), keys in a fixed order.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let records = diagnostics.map { diagnostic -> String in
            var fields = [("severity", JSONText.string(diagnostic.severity.rawValue)), ("code", JSONText.string(diagnostic.code.rawValue)),
                          ("message", JSONText.string(diagnostic.message))]
            if let rule = diagnostic.rule { fields.append(("rule", JSONText.string(rule))) }
            fields += locationFields(diagnostic.location)
            let notes = diagnostic.notes.map { note in
                JSONText.object([("message", JSONText.string(note.message))] + locationFields(note.location ?? diagnostic.location))
            }
            fields.append(("notes", "[" + notes.joined(separator: ",") + "]"))
            return JSONText.object(fields)
        }
        return "[" + records.joined(separator: ",\n") + "]"
    }

    private static func locationFields(_ location: SourceLocation?) -> [(String, String)] {
        guard let location else { return [] }
        return [("file", JSONText.string(location.file)), ("line", String(location.line)), ("column", String(location.column))]
    }

    /// Sorts by file, line, column and drops exact repeats (docs/diagnostics.md: each problem once).
    public static func sortedUnique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.sorted { lhs, rhs in
            switch (lhs.location, rhs.location) {
            case let (l?, r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default:
                return (lhs.severity, lhs.code.rawValue, lhs.message) < (rhs.severity, rhs.code.rawValue, rhs.message)
            }
        }
    }
}
