import WeaverKit
import WeaverCore
/// A file the editor has open: its unsaved text is what the server reads instead of the disk's
/// (LSP `textDocument/didOpen`, `didChange` with whole or ranged changes, `didClose`).
struct EditorDocument: Sendable {
    let uri: String
    /// Absolute.
    let path: String
    var version: Int
    var bytes: [UInt8]

    /// Applies one `TextDocumentContentChangeEvent`: with a `range`, its text replaces that range;
    /// without, it is the whole new text. A change that is not one of those is refused (false).
    mutating func apply(_ change: JSONNode, encoding: PositionEncoding) -> Bool {
        guard let text = change["text"]?.string else { return false }
        guard let range = change["range"] else {
            bytes = Array(text.utf8)
            return true
        }
        guard let start = range["start"]?.editorPosition, let end = range["end"]?.editorPosition else { return false }
        let positions = TextPositions(bytes)
        let lower = positions.offset(line: start.line, character: start.character, encoding: encoding)
        let upper = max(lower, positions.offset(line: end.line, character: end.character, encoding: encoding))
        bytes.replaceSubrange(lower..<upper, with: Array(text.utf8))
        return true
    }
}
