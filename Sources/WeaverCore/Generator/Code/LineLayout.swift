/// A line of the model before it is laid out: text, and the brackets where it may break.
indirect enum Doc {
    case text(String)
    case sequence([Doc])
    /// `(a, b)`, `[a, b]`: items separated by `, `.
    case list(open: String, [Doc], close: String)
    /// `{ [weak a] p in a; b }`: statements separated by `; `.
    case closure(captures: [String], parameters: [String], [Doc])
    /// `target = value`: the value may go on a line of its own.
    case assignment(Doc, Doc)
    /// `head` + `parts` joined by `separator` + `tail`, a whole line (a class's conformances, a
    /// composition): when too long, filled line after line one level deeper, breaking before
    /// ` & ` or after `, `.
    case fill(String, [String], separator: String, tail: String)

    /// A closure with neither captures nor parameters: a body (`var x: T { body }`).
    static func body(_ statements: [Doc]) -> Doc { .closure(captures: [], parameters: [], statements) }
}

/// Breaks a line too long for `Printer.limit` as a person would, knowing its brackets from the
/// model rather than finding them in text. In order, the first that applies:
///
/// - the first list of two or more items, or closure of two or more statements, when its opening
///   bracket fits: one item per line, one level deeper, and the closing bracket back at the
///   line's indentation with what follows it (a capture list: its closure's body first);
/// - when that bracket does not fit, the innermost closure around it whose bracket does, its
///   statements on lines of their own (`make = { [weak a] in` and the call below), or else the
///   innermost call around it (`Screen(` and `injecting: …` below);
/// - the body of the last closure no bracket encloses (`make = { … }`, a trailing closure) on
///   lines of its own;
/// - an assignment's value on a line of its own, one level deeper;
/// - the first call of one argument whose bracket fits;
/// - a line with none of these stays as it is.
///
/// Every line a break makes (the line up to the bracket, each item, the closing bracket and what
/// follows it) is laid out again the same way. A `fill` line too long is filled instead.
enum LineLayout {
    /// The line as a sequence of pieces that remember their brackets.
    fileprivate enum Token {
        case text(String)
        /// An opening bracket; a closure's body starts at its `bodyStart`.
        case open(String, isClosure: Bool)
        /// Where a closure's statements start (after `{ [captures] parameters in`).
        case bodyStart
        /// `, ` between list items, `; ` between statements.
        case separator(String)
        case close(String)
        /// ` = ` of an assignment at the top of the line.
        case assignment
    }

    /// A bracket pair in a range of tokens.
    private struct Span {
        var open: Int
        var bodyStart: Int
        var close = 0
        var separators: [Int] = []
        var isClosure: Bool
        /// Columns from the start of the range: where the items start.
        var itemsColumn = 0
        var closeColumn = 0
        var hasItems = false

        var itemCount: Int { hasItems ? separators.count + 1 : 0 }
        func encloses(_ other: Span) -> Bool { open < other.open && close > other.close }
    }

    /// Writes `doc` at `indentation` columns, one line when it fits, else broken.
    static func write(_ doc: Doc, indentation: Int, into output: inout OutputBuffer) {
        if writeIfFlat(doc, indentation: indentation, into: &output) { return }
        for line in lines(doc, indentation: indentation) {
            output += line
            output += "\n"
        }
    }

    /// Writes `doc` on one line at `indentation` columns if it fits; else writes nothing and
    /// returns false. Most lines fit: they are written straight from the `Doc`.
    static func writeIfFlat(_ doc: Doc, indentation: Int, into output: inout OutputBuffer) -> Bool {
        // Written, then measured: one walk of the `Doc`, and taken back for the few that do not fit.
        let start = output.bytes.count
        output.bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
        writeFlat(doc, into: &output)
        guard output.bytes.count - start <= Printer.limit else {
            output.bytes.removeLast(output.bytes.count - start)
            return false
        }
        output += "\n"
        return true
    }

    /// The lines of `doc` too long for one line, each with its indentation.
    static func lines(_ doc: Doc, indentation: Int) -> [String] {
        if case let .fill(head, parts, separator, tail) = doc {
            return fill(head, parts, separator: separator, tail: tail, indentation: indentation)
        }
        var tokens: [Token] = []
        append(doc, to: &tokens)
        var line = Line(tokens: tokens)
        var result: [String] = []
        layout(&line, tokens.indices, indentation: indentation, into: &result)
        return result
    }

    /// `doc` on one line: the text of its tokens.
    static func writeFlat(_ doc: Doc, into output: inout OutputBuffer) {
        switch doc {
        case let .text(content):
            output += content
        case let .sequence(parts):
            for part in parts { writeFlat(part, into: &output) }
        case let .list(open, items, close):
            output += open
            for (index, item) in items.enumerated() {
                if index > 0 { output += ", " }
                writeFlat(item, into: &output)
            }
            output += close
        case let .closure(captures, parameters, items):
            output += "{"
            if !captures.isEmpty {
                output += " ["
                for (index, capture) in captures.enumerated() {
                    if index > 0 { output += ", " }
                    output += capture
                }
                output += "]"
            }
            if !parameters.isEmpty {
                output += " "
                for (index, parameter) in parameters.enumerated() {
                    if index > 0 { output += ", " }
                    output += parameter
                }
            }
            if !captures.isEmpty || !parameters.isEmpty { output += " in" }
            for (index, item) in items.enumerated() {
                output += index == 0 ? " " : "; "
                writeFlat(item, into: &output)
            }
            output += items.isEmpty ? "}" : " }"
        case let .assignment(target, value):
            writeFlat(target, into: &output)
            output += " = "
            writeFlat(value, into: &output)
        case let .fill(head, parts, separator, tail):
            output += head
            for (index, part) in parts.enumerated() {
                if index > 0 { output += separator }
                output += part
            }
            output += tail
        }
    }

    /// A `fill` line too long: pieces added to a line while it fits, continued lines one level
    /// deeper; a line breaks after `, ` (the comma stays) or before ` & `.
    private static func fill(_ head: String, _ parts: [String], separator: String, tail: String, indentation: Int) -> [String] {
        let prefix = String(repeating: " ", count: indentation)
        let breaksAfter = separator == ", "
        var pieces: [String] = []
        pieces.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            var piece = index == 0 ? head + part : (breaksAfter ? " " + part : separator + part)
            if breaksAfter, index < parts.count - 1 { piece += "," }
            if index == parts.count - 1 { piece += tail }
            pieces.append(piece)
        }
        var lines: [String] = []
        var current = prefix
        for piece in pieces {
            let isFirstLine = lines.isEmpty
            let lead = isFirstLine ? 0 : indentation + 4
            if current.utf8.count > (isFirstLine ? indentation : 0), lead + current.utf8.count + piece.utf8.count > Printer.limit {
                lines.append((isFirstLine ? "" : prefix + "    ") + current)
                current = String(piece.drop { $0 == " " })
            } else {
                current += piece
            }
        }
        lines.append((lines.isEmpty ? "" : prefix + "    ") + current)
        return lines
    }

    /// The tokens with their widths summed once, so that a range's width is two lookups and its
    /// text is built only for a line that is written (building every range's text to measure it
    /// is costly when laying out a large container's initializer).
    private struct Line {
        let tokens: [Token]
        /// `offsets[i]`: the width of the tokens before `i`.
        let offsets: [Int]

        init(tokens: [Token]) {
            self.tokens = tokens
            var offsets = [0]
            offsets.reserveCapacity(tokens.count + 1)
            for token in tokens { offsets.append(offsets[offsets.count - 1] + LineLayout.text(of: token).utf8.count) }
            self.offsets = offsets
        }

        /// The width of `range` without its leading and trailing spaces.
        func width(_ range: Range<Int>) -> Int {
            var width = offsets[range.upperBound] - offsets[range.lowerBound]
            var index = range.lowerBound
            // Leading spaces are in the first tokens with text (`" "` before a statement, `" }"`).
            while index < range.upperBound {
                let text = LineLayout.text(of: tokens[index])
                let spaces = text.utf8.prefix { $0 == UInt8(ascii: " ") }.count
                width -= spaces
                if spaces < text.utf8.count { break }
                index += 1
            }
            index = range.upperBound - 1
            while index >= range.lowerBound, width > 0 {
                let text = LineLayout.text(of: tokens[index])
                let spaces = text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
                width -= spaces
                if spaces < text.utf8.count { break }
                index -= 1
            }
            return max(0, width)
        }
    }

    private static func append(_ doc: Doc, to tokens: inout [Token]) {
        switch doc {
        case let .text(content):
            tokens.append(.text(content))
        case let .sequence(parts):
            for part in parts { append(part, to: &tokens) }
        case let .list(open, items, close):
            tokens.append(.open(open, isClosure: false))
            for (index, item) in items.enumerated() {
                if index > 0 { tokens.append(.separator(", ")) }
                append(item, to: &tokens)
            }
            tokens.append(.close(close))
        case let .closure(captures, parameters, items):
            tokens.append(.open("{", isClosure: true))
            if !captures.isEmpty { append(.sequence([.text(" "), .list(open: "[", captures.map(Doc.text), close: "]")]), to: &tokens) }
            if !parameters.isEmpty { tokens.append(.text(" " + parameters.joined(separator: ", "))) }
            if !captures.isEmpty || !parameters.isEmpty { tokens.append(.text(" in")) }
            tokens.append(.bodyStart)
            for (index, item) in items.enumerated() {
                tokens.append(index == 0 ? .text(" ") : .separator("; "))
                append(item, to: &tokens)
            }
            tokens.append(.close(items.isEmpty ? "}" : " }"))
        case let .assignment(target, value):
            append(target, to: &tokens)
            tokens.append(.assignment)
            append(value, to: &tokens)
        case .fill:
            // Filled only as a whole line (`lines`); inside another line, its text.
            var output = OutputBuffer()
            writeFlat(doc, into: &output)
            tokens.append(.text(String(decoding: output.bytes, as: UTF8.self)))
        }
    }

    fileprivate static func text(of token: Token) -> String {
        switch token {
        case let .text(content), let .open(content, _), let .separator(content), let .close(content): return content
        case .bodyStart: return ""
        case .assignment: return " = "
        }
    }

    private static func flat(_ tokens: [Token], _ range: Range<Int>) -> String {
        var text = ""
        for index in range { text += Self.text(of: tokens[index]) }
        return text
    }

    /// One line per piece of `range`, trimmed, at `indentation`; `suffix` after the last.
    private static func layout(_ line: inout Line, _ range: Range<Int>, indentation: Int, suffix: String = "", into lines: inout [String]) {
        let tokens = line.tokens
        let pad = String(repeating: " ", count: indentation)
        if indentation + line.width(range) + suffix.utf8.count <= Printer.limit || range.count <= 1 {
            lines.append(pad + trimmed(flat(tokens, range)) + suffix)
            return
        }
        let spans = self.spans(tokens, range)
        let fits = { (span: Span) in indentation + span.itemsColumn <= Printer.limit }
        var chosen: Span?
        if let first = spans.first(where: { $0.itemCount >= 2 }) {
            if let closure = spans.first(where: { $0.isClosure && $0.open < first.open && first.close < $0.bodyStart && fits($0) }) {
                // A capture list: the closure's body goes on lines of its own first.
                chosen = closure
            } else if fits(first) {
                chosen = first
            } else {
                let around = spans.filter { fits($0) && $0.encloses(first) }
                chosen = around.last(where: \.isClosure) ?? around.last
            }
        }
        // A closure no bracket encloses (`make = { … }`, a trailing closure): its body on lines of its own.
        chosen = chosen ?? spans.last { span in span.isClosure && span.hasItems && fits(span) && !spans.contains { $0.encloses(span) } }
        if chosen == nil, let equals = range.first(where: { if case .assignment = tokens[$0] { return true } else { return false } }),
           !spans.contains(where: { $0.open < equals && $0.close > equals }) {
            lines.append(pad + trimmed(flat(tokens, range.lowerBound..<equals)) + " =")
            layout(&line, (equals + 1)..<range.upperBound, indentation: indentation + 4, suffix: suffix, into: &lines)
            return
        }
        chosen = chosen ?? spans.first { $0.hasItems && fits($0) }
        guard let span = chosen else {
            lines.append(pad + trimmed(flat(tokens, range)) + suffix)
            return
        }
        layout(&line, range.lowerBound..<(span.bodyStart + 1), indentation: indentation, into: &lines)
        let bounds = [span.bodyStart] + span.separators + [span.close]
        for index in 0..<(bounds.count - 1) {
            let isLast = index == bounds.count - 2
            layout(&line, (bounds[index] + 1)..<bounds[index + 1], indentation: indentation + 4,
                   suffix: span.isClosure || isLast ? "" : ",", into: &lines)
        }
        layout(&line, span.close..<range.upperBound, indentation: indentation, suffix: suffix, into: &lines)
    }

    /// The bracket pairs of `range` that open and close in it, in the order they open.
    private static func spans(_ tokens: [Token], _ range: Range<Int>) -> [Span] {
        var spans: [Span] = []
        var stack: [Int] = []
        var column = 0
        var leading = true
        for index in range {
            let token = tokens[index]
            let piece = text(of: token)
            // Columns count from the first non-space character, as the line is trimmed.
            if leading {
                let trimmedPiece = piece.drop { $0 == " " }
                if !trimmedPiece.isEmpty { leading = false }
                column += trimmedPiece.utf8.count
            } else {
                column += piece.utf8.count
            }
            switch token {
            case let .open(_, isClosure):
                stack.append(spans.count)
                spans.append(Span(open: index, bodyStart: index, isClosure: isClosure, itemsColumn: column))
            case .bodyStart:
                if let last = stack.last, spans[last].isClosure {
                    spans[last].bodyStart = index
                    spans[last].itemsColumn = column
                }
            case .separator:
                if let last = stack.last { spans[last].separators.append(index) }
            case .close:
                if let last = stack.popLast() {
                    spans[last].close = index
                    spans[last].closeColumn = column
                }
            case .text:
                if let last = stack.last, !piece.allSatisfy({ $0 == " " }) { spans[last].hasItems = true }
            case .assignment:
                break
            }
        }
        // A bracket the range does not close (the line up to a break) is text here.
        let unclosed = Set(stack)
        return spans.indices.filter { !unclosed.contains($0) }.map { spans[$0] }
    }

    private static func trimmed(_ text: String) -> String {
        var bytes = Substring(text)
        while bytes.first == " " { bytes = bytes.dropFirst() }
        while bytes.last == " " { bytes = bytes.dropLast() }
        return String(bytes)
    }
}
