import WeaverKit
import WeaverCore
/// A `DiagnosticFix.Edit` made an LSP `TextEdit` against a file's current text.
enum FixEdits {
    static func textEdit(_ edit: DiagnosticFix.Edit, in positions: TextPositions, encoding: PositionEncoding) -> JSONValue? {
        switch edit {
        case let .replaceWord(location, old, new):
            let line = location.line - 1
            guard let range = positions.lineRange(line), let start = WordSearch.firstWord(old, in: positions.bytes, range: range, from: location.column - 1) else { return nil }
            let startColumn = start - range.lowerBound
            let endColumn = startColumn + old.utf8.count
            return textEdit(RangeFinder.range(line: line, start: positions.character(line: line, byteColumn: startColumn, encoding: encoding),
                                              end: positions.character(line: line, byteColumn: endColumn, encoding: encoding)), new)
        case let .insertLines(location, lines, after):
            let line = location.line - 1
            guard let range = positions.lineRange(line) else { return nil }
            let indentation = String(decoding: positions.bytes[range].prefix { $0 == 32 || $0 == 9 }, as: UTF8.self)
            let text = lines.map { $0.isEmpty ? "\n" : indentation + $0 + "\n" }.joined()
            let target = after ? line + 1 : line
            if after, positions.lineRange(target) == nil {
                // The last line has no line break to insert after.
                let end = positions.character(line: line, byteColumn: range.count, encoding: encoding)
                return textEdit(RangeFinder.range(line: line, start: end, end: end), "\n" + String(text.dropLast()))
            }
            return textEdit(RangeFinder.range(line: target, start: 0, end: 0), text)
        }
    }

    private static func textEdit(_ range: JSONValue, _ text: String) -> JSONValue {
        .object([("range", range), ("newText", .string(text))])
    }
}
