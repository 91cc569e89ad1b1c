/// Reads the YAML subset of SPEC §3: one top-level mapping whose values are scalars,
/// block sequences or flow sequences of scalars. Anything else is a located error, never a crash.
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
