import WeaverCore
/// Reads a flow collection, `[a, "b", 'c']` or `{instances: 40, depth: 6}`, which may nest and
/// continue over several lines.
struct YAMLFlowReader {
    private let lines: [YAMLLine]
    /// The line being read, then the line holding the last closing bracket or brace.
    private(set) var lineIndex: Int
    /// The byte being read, then the index after the last closing bracket or brace.
    private(set) var position: Int
    /// How deep the collection being read stands in the file.
    private let depth: Int

    /// Prepares to read the collection whose `[` or `{` is at `position` on `lines[lineIndex]`.
    init(lines: [YAMLLine], lineIndex: Int, position: Int, depth: Int) {
        self.lines = lines
        self.lineIndex = lineIndex
        self.position = position
        self.depth = depth
    }

    /// Reads up to and including the closing `]` or `}`.
    mutating func read() throws(ConfigurationFileError) -> ConfigurationValue {
        try readCollection(depth: depth + 1)
    }

    private mutating func readCollection(depth: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        let opening = lines[lineIndex]
        let openingIndex = position
        if depth > YAMLReader.maximumDepth {
            throw opening.error("mappings and lists are nested more than \(YAMLReader.maximumDepth) deep", at: openingIndex)
        }
        let isMapping = opening.bytes[openingIndex] == YAMLByte.openBrace
        let closer = isMapping ? YAMLByte.closeBrace : YAMLByte.closeBracket
        let (name, closing) = isMapping ? ("flow mapping", "}") : ("flow sequence", "]")
        position += 1
        var items: [ConfigurationValue] = []
        var entries: [ConfigurationEntry] = []
        var keyLines: [String: Int] = [:]
        var expectsItem = true
        // Each pass consumes at least one byte or one line, or throws.
        while true {
            guard skipToContent() else {
                throw opening.error("unterminated \(name): missing '\(closing)'", at: openingIndex)
            }
            let line = lines[lineIndex]
            let byte = line.bytes[position]
            switch byte {
            case closer:
                position += 1
                let start = opening.position(openingIndex)
                return isMapping ? .mapping(entries, at: start) : .sequence(items, at: start)
            case YAMLByte.comma:
                guard !expectsItem else { throw line.error("empty item in a \(name)", at: position) }
                expectsItem = true
                position += 1
            case _ where !expectsItem:
                throw line.error("expected ',' or '\(closing)' in a \(name)", at: position)
            case YAMLByte.closeBracket, YAMLByte.closeBrace:
                throw line.error("unexpected '\(line.text(position..<position + 1))' in a \(name)", at: position)
            case _ where isMapping:
                let (key, keyPosition) = try readKey(line)
                if let firstLine = keyLines[key] {
                    throw line.error("duplicate key '\(key)' (first set on line \(firstLine))", at: keyPosition.column - 1)
                }
                keyLines[key] = line.number
                guard skipToContent() else { throw opening.error("unterminated \(name): missing '\(closing)'", at: openingIndex) }
                entries.append(ConfigurationEntry(key: key, keyPosition: keyPosition, value: try readValue(depth: depth, inMapping: true)))
                expectsItem = false
            default:
                items.append(try readValue(depth: depth, inMapping: false))
                expectsItem = false
            }
        }
    }

    private mutating func readValue(depth: Int, inMapping: Bool) throws(ConfigurationFileError) -> ConfigurationValue {
        let line = lines[lineIndex]
        let byte = line.bytes[position]
        if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace { return try readCollection(depth: depth + 1) }
        if YAMLByte.isQuote(byte) {
            let (scalar, end) = try YAMLScalarReader.quoted(in: line, at: position)
            position = end
            return .scalar(scalar)
        }
        let (scalar, end) = YAMLScalarReader.plain(in: line, at: position, inFlow: true)
        if YAMLScalarReader.looksLikeMapping(scalar.text) {
            let message = inMapping ? "a value in a flow mapping cannot hold ': '; quote it" : "write a mapping inside a list as '{key: value}', or quote the value if it contains ': '"
            throw line.error(message, at: position)
        }
        position = end
        return .scalar(scalar)
    }

    /// A flow mapping's `key:` (plain or quoted), leaving `position` after the colon.
    private mutating func readKey(_ line: YAMLLine) throws(ConfigurationFileError) -> (String, ConfigurationPosition) {
        let start = position
        var key: String
        if YAMLByte.isQuote(line.bytes[start]) {
            let (scalar, end) = try YAMLScalarReader.quoted(in: line, at: start)
            key = scalar.text
            position = line.skipWhitespace(from: end)
        } else {
            var end = start
            while end < line.bytes.count, line.bytes[end] != YAMLByte.colon, !YAMLByte.isFlowIndicator(line.bytes[end]), !line.startsComment(at: end) {
                end += 1
            }
            var last = end
            while last > start, YAMLByte.isWhitespace(line.bytes[last - 1]) { last -= 1 }
            key = line.text(start..<last)
            position = end
        }
        guard position < line.bytes.count, line.bytes[position] == YAMLByte.colon else {
            throw line.error("expected ':' after the key '\(key)' in a flow mapping", at: min(position, max(line.bytes.count - 1, 0)))
        }
        if key.isEmpty { throw line.error("missing key before ':'", at: start) }
        position += 1
        return (key, line.position(start))
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
