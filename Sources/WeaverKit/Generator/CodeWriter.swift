/// Accumulates generated Swift with indentation, so emitters never count spaces.
struct CodeWriter {
    private(set) var text = ""
    private var indentation = 0

    mutating func line(_ content: String = "") {
        // Appended piece by piece: concatenating first built a temporary String per line.
        if !content.isEmpty {
            for _ in 0..<indentation { text += "    " }
            text += content
        }
        text += "\n"
    }

    mutating func reserveCapacity(_ utf8Count: Int) {
        text.reserveCapacity(utf8Count)
    }

    /// Appends text another writer produced at the top level (indentation zero).
    mutating func append(_ written: String) {
        text += written
    }

    /// Writes each line of `lines` as `line(_:)` does; at the top level that is the text and a
    /// line break, appended at once (splitting it by `Character` first was a visible part of a
    /// small graph's generation).
    mutating func appendLines(_ lines: String) {
        guard indentation == 0 else {
            for piece in lines.split(separator: "\n", omittingEmptySubsequences: false) { line(String(piece)) }
            return
        }
        text += lines
        text += "\n"
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
        indented(body)
    }

    /// `header { statement }` on one line when it fits within `LineBreaker.limit`, else as a block
    /// with the statement on a line of its own.
    mutating func block(_ header: String, statement: String) {
        if indentation * 4 + header.utf8.count + statement.utf8.count + 5 <= LineBreaker.limit {
            line(header + " { " + statement + " }")
        } else {
            block(header) { $0.line(statement) }
        }
    }

    /// `block` for `head(item, item, …) {`: the items one per line when the line is too long, as
    /// `LineBreaker` breaks a list.
    mutating func block(_ head: String, list items: [String], _ body: (inout CodeWriter) -> Void) {
        for piece in LineBreaker.listLines(head + "(", items, ") {", indentation: indentation * 4) { line(piece) }
        indented(body)
    }

    /// `block` for a header that is a list outside brackets (`class C: A, B, …`): filled to the
    /// line limit, as `LineBreaker` fills one.
    mutating func block(filling header: String, _ body: (inout CodeWriter) -> Void) {
        let indent = String(repeating: " ", count: indentation * 4)
        for piece in LineBreaker.filledLines(indent + header + " {") { text += piece + "\n" }
        indented(body)
    }

    private mutating func indented(_ body: (inout CodeWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }
}
