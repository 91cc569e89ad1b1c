import WeaverCore
/// Reads the YAML subset of docs/commands.md: one top-level mapping whose values are scalars,
/// block sequences or flow sequences of scalars. Anything else is a located error, never a crash.
///
/// The reader is three files: this one, the structure (the mapping, block and flow sequences);
/// `YAMLScalarReader.swift`, the scalars and keys of one line; `YAMLLine.swift`, the lines and
/// the bytes that matter in them.
enum YAMLReader {
    static func read(_ data: [UInt8]) throws(ConfigurationFileError) -> ConfigurationDocument {
        var parser = YAMLMappingParser(lines: try YAMLLine.split(data))
        return try parser.parseDocument()
    }
}

/// The block structure: keys at one indentation, each followed by its value.
struct YAMLMappingParser {
    let lines: [YAMLLine]
    var index = 0
    private var document = ConfigurationDocument()
    private var keyLines: [String: Int] = [:]

    init(lines: [YAMLLine]) {
        self.lines = lines
    }

    mutating func parseDocument() throws(ConfigurationFileError) -> ConfigurationDocument {
        skipBlankLines()
        if index < lines.count, lines[index].isDocumentStart {
            index += 1
            skipBlankLines()
        }
        guard index < lines.count else { return document }
        let keyIndentation = lines[index].indentation
        while index < lines.count {
            let line = lines[index]
            try rejectTabIndentation(line)
            if line.isDocumentEnd { return try endOfDocument() }
            if line.isDocumentStart { throw line.error("several documents in one file are not supported", at: 0) }
            if line.indentation > keyIndentation {
                throw line.error("unexpected indentation: nested mappings and multi-line values are not supported", at: line.indentation)
            }
            if line.indentation < keyIndentation {
                throw line.error("bad indentation: keys must start at column \(keyIndentation + 1)", at: line.indentation)
            }
            try parseEntry(line)
            skipBlankLines()
        }
        return document
    }

    mutating func skipBlankLines() {
        while index < lines.count, lines[index].isBlank { index += 1 }
    }

    func rejectTabIndentation(_ line: YAMLLine) throws(ConfigurationFileError) {
        if line.isIndentedWithTab { throw line.error("tabs are not allowed for indentation; use spaces", at: line.indentation) }
    }

    private mutating func parseEntry(_ line: YAMLLine) throws(ConfigurationFileError) {
        let (key, afterColon) = try YAMLKeyReader.read(line)
        if let firstLine = keyLines[key.text] {
            throw line.error("duplicate key '\(key.text)' (first set on line \(firstLine))", at: line.indentation)
        }
        keyLines[key.text] = line.number
        index += 1
        let valueStart = line.skipWhitespace(from: afterColon)
        let value: ConfigurationValue
        if line.restIsBlank(from: afterColon) {
            value = try parseBlockValue(keyLine: line, emptyAt: afterColon)
        } else if line.bytes[valueStart] == YAMLByte.openBracket {
            value = try parseFlowSequence(lineIndex: index - 1, position: valueStart)
        } else {
            value = .scalar(try YAMLBlockScalarReader.read(line, at: valueStart, inSequence: false))
        }
        document.entries.append(ConfigurationEntry(key: key.text, keyPosition: key.position, value: value))
    }

    private mutating func parseFlowSequence(lineIndex: Int, position: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        var reader = YAMLFlowSequenceReader(lines: lines, lineIndex: lineIndex, position: position)
        let items = try reader.read()
        let lastLine = lines[reader.lineIndex]
        if !lastLine.restIsBlank(from: reader.position) {
            throw lastLine.error("unexpected text after ']'", at: lastLine.skipWhitespace(from: reader.position))
        }
        index = reader.lineIndex + 1
        return .sequence(items, at: lines[lineIndex].position(position))
    }

    private mutating func endOfDocument() throws(ConfigurationFileError) -> ConfigurationDocument {
        index += 1
        skipBlankLines()
        if index < lines.count { throw lines[index].error("several documents in one file are not supported", at: 0) }
        return document
    }
}

/// The value of a key whose line ends after the colon: a block sequence below it, or nothing.
extension YAMLMappingParser {
    mutating func parseBlockValue(keyLine: YAMLLine, emptyAt afterColon: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        let nothing = ConfigurationValue.scalar(ConfigurationScalar(text: "", kind: .null, position: keyLine.position(afterColon)))
        skipBlankLines()
        guard index < lines.count else { return nothing }
        let next = lines[index]
        try rejectTabIndentation(next)
        // YAML lets a sequence start at its key's own indentation.
        if next.startsSequenceItem, next.indentation >= keyLine.indentation {
            return try parseBlockSequence(itemIndentation: next.indentation, keyIndentation: keyLine.indentation)
        }
        if next.indentation > keyLine.indentation {
            if (try? YAMLKeyReader.read(next)) != nil {
                throw next.error("nested mappings are not supported", at: next.indentation)
            }
            throw next.error("unexpected indentation: multi-line values are not supported", at: next.indentation)
        }
        return nothing
    }

    private mutating func parseBlockSequence(itemIndentation: Int, keyIndentation: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        let start = lines[index].position(itemIndentation)
        var items: [ConfigurationScalar] = []
        while true {
            skipBlankLines()
            guard index < lines.count else { break }
            let line = lines[index]
            try rejectTabIndentation(line)
            if line.indentation < itemIndentation { break }
            if !line.startsSequenceItem || line.indentation > itemIndentation {
                if line.indentation == keyIndentation { break }
                let message = line.indentation > itemIndentation
                    ? "unexpected indentation: nested and multi-line items are not supported"
                    : "expected '- item' in a block sequence"
                throw line.error(message, at: line.indentation)
            }
            if line.restIsBlank(from: itemIndentation + 1) {
                throw line.error("empty item in a block sequence", at: itemIndentation)
            }
            let valueStart = line.skipWhitespace(from: itemIndentation + 1)
            if line.bytes[valueStart] == YAMLByte.openBracket {
                throw line.error("nested sequences are not supported", at: valueStart)
            }
            items.append(try YAMLBlockScalarReader.read(line, at: valueStart, inSequence: true))
            index += 1
        }
        return .sequence(items, at: start)
    }
}

/// Reads a flow sequence `[a, "b", 'c']` of scalars, which may continue over several lines.
struct YAMLFlowSequenceReader {
    private let lines: [YAMLLine]
    /// The line being read, then the line holding the closing bracket.
    private(set) var lineIndex: Int
    /// The byte being read, then the index after the closing bracket.
    private(set) var position: Int

    /// Prepares to read the sequence whose `[` is at `position` on `lines[lineIndex]`.
    init(lines: [YAMLLine], lineIndex: Int, position: Int) {
        self.lines = lines
        self.lineIndex = lineIndex
        self.position = position
    }

    /// Reads up to and including the closing `]`.
    mutating func read() throws(ConfigurationFileError) -> [ConfigurationScalar] {
        let opening = lines[lineIndex]
        let openingIndex = position
        position += 1
        var items: [ConfigurationScalar] = []
        var expectsItem = true
        // Each pass consumes at least one byte or one line, or throws.
        while true {
            guard skipToContent() else {
                throw opening.error("unterminated flow sequence: missing ']'", at: openingIndex)
            }
            let line = lines[lineIndex]
            let byte = line.bytes[position]
            switch byte {
            case YAMLByte.closeBracket:
                position += 1
                return items
            case YAMLByte.comma:
                guard !expectsItem else { throw line.error("empty item in a flow sequence", at: position) }
                expectsItem = true
                position += 1
            case _ where !expectsItem:
                throw line.error("expected ',' or ']' in a flow sequence", at: position)
            case YAMLByte.openBracket:
                throw line.error("nested sequences are not supported", at: position)
            case YAMLByte.openBrace:
                throw line.error("mappings inside sequences are not supported", at: position)
            case YAMLByte.closeBrace:
                throw line.error("unexpected '}' in a flow sequence", at: position)
            default:
                items.append(try readItem(line))
                expectsItem = false
            }
        }
    }

    private mutating func readItem(_ line: YAMLLine) throws(ConfigurationFileError) -> ConfigurationScalar {
        if YAMLByte.isQuote(line.bytes[position]) {
            let (scalar, end) = try YAMLScalarReader.quoted(in: line, at: position)
            position = end
            return scalar
        }
        let (scalar, end) = YAMLScalarReader.plain(in: line, at: position, inFlow: true)
        if YAMLScalarReader.looksLikeMapping(scalar.text) {
            throw line.error("mappings inside sequences are not supported; quote the value if it contains ': '", at: position)
        }
        position = end
        return scalar
    }

    /// Moves past whitespace, comments and line ends; false when the file ends first.
    private mutating func skipToContent() -> Bool {
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            position = line.skipWhitespace(from: position)
            if position < line.bytes.count, !line.startsComment(at: position) { return true }
            lineIndex += 1
            position = 0
        }
        return false
    }
}
