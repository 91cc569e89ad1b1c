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
