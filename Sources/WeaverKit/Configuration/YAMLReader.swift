import WeaverCore
/// Reads the YAML subset of docs/commands.md: one top-level mapping whose values are scalars,
/// block or flow sequences and block or flow mappings, nested by indentation (the `rules:`
/// section is a sequence of mappings). Anything else is a located error, never a crash; nesting
/// is bounded, so hostile input cannot exhaust the stack.
///
/// The reader is four files: this one, the block structure; `YAMLFlowReader.swift`, `[…]` and
/// `{…}`; `YAMLScalarReader.swift`, the scalars and keys of one line; `YAMLLine.swift`, the lines
/// and the bytes that matter in them.
enum YAMLReader {
    /// Mappings and sequences inside one another, at most.
    static let maximumDepth = 64

    static func read(_ data: [UInt8]) throws(ConfigurationFileError) -> ConfigurationDocument {
        var parser = YAMLBlockParser(lines: try YAMLLine.split(data))
        return try parser.parseDocument()
    }
}

/// The block structure: keys at one indentation, each followed by its value; items of a sequence
/// at one indentation, each a value.
struct YAMLBlockParser {
    let lines: [YAMLLine]
    var index = 0

    init(lines: [YAMLLine]) {
        self.lines = lines
    }

    mutating func parseDocument() throws(ConfigurationFileError) -> ConfigurationDocument {
        skipBlankLines()
        if index < lines.count, lines[index].isDocumentStart {
            index += 1
            skipBlankLines()
        }
        guard index < lines.count else { return ConfigurationDocument() }
        let first = lines[index]
        try rejectTabIndentation(first)
        if first.startsSequenceItem {
            throw first.error("expected 'key: value': the file must be a mapping, not a sequence", at: first.indentation)
        }
        let entries = try parseMapping(indentation: first.indentation, firstKeyAt: nil, depth: 1)
        if index < lines.count {
            let line = lines[index]
            if line.isDocumentEnd { return try endOfDocument(entries) }
            if line.isDocumentStart { throw line.error("several documents in one file are not supported", at: 0) }
            throw line.error("bad indentation: keys must start at column \(first.indentation + 1)", at: line.indentation)
        }
        return ConfigurationDocument(entries: entries)
    }

    mutating func skipBlankLines() {
        while index < lines.count, lines[index].isBlank { index += 1 }
    }

    func rejectTabIndentation(_ line: YAMLLine) throws(ConfigurationFileError) {
        if line.isIndentedWithTab { throw line.error("tabs are not allowed for indentation; use spaces", at: line.indentation) }
    }

    /// The keys at `indentation`, from the current line until one is less indented (or a document
    /// marker). `firstKeyAt`: the mapping starts inside the current line, after a sequence's `- `.
    private mutating func parseMapping(indentation: Int, firstKeyAt: Int?, depth: Int) throws(ConfigurationFileError) -> [ConfigurationEntry] {
        try checkDepth(depth)
        var entries: [ConfigurationEntry] = []
        var keyLines: [String: Int] = [:]
        var keyStart = firstKeyAt
        while index < lines.count {
            let line = lines[index]
            if keyStart == nil {
                try rejectTabIndentation(line)
                if line.isDocumentEnd || line.isDocumentStart || line.indentation < indentation { break }
                if line.indentation > indentation {
                    throw line.error("unexpected indentation: keys of this mapping start at column \(indentation + 1)", at: line.indentation)
                }
                if line.startsSequenceItem {
                    throw line.error("expected 'key: value' in a mapping, not a '- ' item", at: line.indentation)
                }
            }
            let (key, afterColon) = try YAMLKeyReader.read(line, at: keyStart ?? line.indentation)
            keyStart = nil
            if let firstLine = keyLines[key.text] {
                throw line.error("duplicate key '\(key.text)' (first set on line \(firstLine))", at: key.position.column - 1)
            }
            keyLines[key.text] = line.number
            let value = try parseValue(on: line, after: afterColon, parentIndentation: indentation, depth: depth)
            entries.append(ConfigurationEntry(key: key.text, keyPosition: key.position, value: value))
            skipBlankLines()
        }
        return entries
    }

    /// The value that follows `key:` (or `- `) at `start` of the current line, which is consumed,
    /// with the lines below it that belong to it.
    private mutating func parseValue(on line: YAMLLine, after start: Int, parentIndentation: Int, depth: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        if line.restIsBlank(from: start) {
            index += 1
            return try parseBlockValue(below: line, emptyAt: start, parentIndentation: parentIndentation, depth: depth)
        }
        let valueStart = line.skipWhitespace(from: start)
        let byte = line.bytes[valueStart]
        if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace {
            var reader = YAMLFlowReader(lines: lines, lineIndex: index, position: valueStart, depth: depth)
            let value = try reader.read()
            let lastLine = lines[reader.lineIndex]
            if !lastLine.restIsBlank(from: reader.position) {
                let closer = byte == YAMLByte.openBracket ? "]" : "}"
                throw lastLine.error("unexpected text after '\(closer)'", at: lastLine.skipWhitespace(from: reader.position))
            }
            index = reader.lineIndex + 1
            return value
        }
        index += 1
        return .scalar(try YAMLBlockScalarReader.read(line, at: valueStart))
    }

    /// The value of a key or item whose line ends after its indicator: a block sequence or mapping
    /// on the lines below it, or nothing.
    private mutating func parseBlockValue(below line: YAMLLine, emptyAt afterIndicator: Int, parentIndentation: Int,
                                          depth: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        let nothing = ConfigurationValue.scalar(ConfigurationScalar(text: "", kind: .null, position: line.position(afterIndicator)))
        skipBlankLines()
        guard index < lines.count else { return nothing }
        let next = lines[index]
        try rejectTabIndentation(next)
        if next.isDocumentEnd || next.isDocumentStart { return nothing }
        // YAML lets a sequence start at its key's own indentation.
        if next.startsSequenceItem, next.indentation >= parentIndentation {
            if next.indentation == parentIndentation, line.startsSequenceItem { return nothing }
            return try parseBlockSequence(itemIndentation: next.indentation, depth: depth + 1)
        }
        if next.indentation > parentIndentation {
            return .mapping(try parseMapping(indentation: next.indentation, firstKeyAt: nil, depth: depth + 1), at: next.position(next.indentation))
        }
        return nothing
    }

    private mutating func parseBlockSequence(itemIndentation: Int, depth: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        try checkDepth(depth)
        let start = lines[index].position(itemIndentation)
        var items: [ConfigurationValue] = []
        while true {
            skipBlankLines()
            guard index < lines.count else { break }
            let line = lines[index]
            try rejectTabIndentation(line)
            if line.isDocumentEnd || line.isDocumentStart || line.indentation < itemIndentation { break }
            if line.indentation > itemIndentation {
                throw line.error("unexpected indentation: items of this list start at column \(itemIndentation + 1)", at: line.indentation)
            }
            if !line.startsSequenceItem { break }
            items.append(try parseItem(line, itemIndentation: itemIndentation, depth: depth))
        }
        return .sequence(items, at: start)
    }

    /// One `- …` item: a value on its line, a mapping whose first key is on its line (`- id: a`,
    /// the next keys below it at the first key's column), or a block value on the lines below.
    private mutating func parseItem(_ line: YAMLLine, itemIndentation: Int, depth: Int) throws(ConfigurationFileError) -> ConfigurationValue {
        let contentStart = line.skipWhitespace(from: itemIndentation + 1)
        if line.restIsBlank(from: itemIndentation + 1) {
            index += 1
            let value = try parseBlockValue(below: line, emptyAt: itemIndentation, parentIndentation: itemIndentation, depth: depth)
            if case .scalar(let scalar) = value, scalar.kind == .null, scalar.text.isEmpty {
                throw line.error("empty item in a block sequence", at: itemIndentation)
            }
            return value
        }
        if line.isIndicator(YAMLByte.dash, at: contentStart) {
            throw line.error("a list inside a list item is not supported; write it as '- [a, b]'", at: contentStart)
        }
        if YAMLKeyReader.startsKey(line, at: contentStart) {
            let entries = try parseMapping(indentation: contentStart, firstKeyAt: contentStart, depth: depth + 1)
            return .mapping(entries, at: line.position(contentStart))
        }
        return try parseValue(on: line, after: contentStart, parentIndentation: itemIndentation, depth: depth)
    }

    private func checkDepth(_ depth: Int) throws(ConfigurationFileError) {
        if depth > YAMLReader.maximumDepth {
            let line = lines[min(index, lines.count - 1)]
            throw line.error("mappings and lists are nested more than \(YAMLReader.maximumDepth) deep", at: line.indentation)
        }
    }

    private mutating func endOfDocument(_ entries: [ConfigurationEntry]) throws(ConfigurationFileError) -> ConfigurationDocument {
        index += 1
        skipBlankLines()
        if index < lines.count { throw lines[index].error("several documents in one file are not supported", at: 0) }
        return ConfigurationDocument(entries: entries)
    }
}
