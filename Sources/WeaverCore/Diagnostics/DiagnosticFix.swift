/// A change that fixes a diagnostic, described by what it does to the annotation rather than by
/// byte ranges: the checks see the graph, not the text. An editor's code action (docs/editors.md) turns
/// it into a text edit against the file as it is open, and offers nothing when the text no longer
/// matches.
public struct DiagnosticFix: Sendable, Hashable {
    public enum Edit: Sendable, Hashable {
        /// The first whole-word `old` on the location's line, at or after its column, becomes `new`.
        case replaceWord(at: SourceLocation, old: String, new: String)
        /// Whole lines inserted before the location's line (after it with `after`), each indented
        /// as that line is.
        case insertLines(at: SourceLocation, lines: [String], after: Bool)
    }

    /// What the editor's menu shows (`Rename to 'logger'`).
    public package(set) var title: String
    public package(set) var edits: [Edit]

    public init(_ title: String, _ edits: [Edit]) {
        self.title = title
        self.edits = edits
    }

    /// The same fix with each edit's location moved by `transform` (made absolute, for an editor).
    func relocated(_ transform: (SourceLocation) -> SourceLocation) -> DiagnosticFix {
        DiagnosticFix(title, edits.map { edit in
            switch edit {
            case let .replaceWord(location, old, new): .replaceWord(at: transform(location), old: old, new: new)
            case let .insertLines(location, lines, after): .insertLines(at: transform(location), lines: lines, after: after)
            }
        })
    }
}
