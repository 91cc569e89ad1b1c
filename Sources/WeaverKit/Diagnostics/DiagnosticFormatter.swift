/// Renders diagnostics as the text lines of SPEC §6.
public enum DiagnosticFormatter {
    public static func text(_ diagnostic: Diagnostic) -> String {
        var lines = [line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message + " [\(diagnostic.code.rawValue)]")]
        for note in diagnostic.notes {
            lines.append(line(note.location ?? diagnostic.location, "note", note.message))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ location: SourceLocation?, _ label: String, _ message: String) -> String {
        guard let location else { return "weaver: \(label): \(message)" }
        return "\(location.file):\(location.line):\(location.column): \(label): \(message)"
    }

    /// The same records as one JSON array (`--diagnostics-format json`), keys in a fixed order.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let records = diagnostics.map { diagnostic -> String in
            var fields = [("severity", JSONText.string(diagnostic.severity.rawValue)), ("code", JSONText.string(diagnostic.code.rawValue)),
                          ("message", JSONText.string(diagnostic.message))]
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

    /// Sorts by file, line, column and drops exact repeats (SPEC §6: each problem once).
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
