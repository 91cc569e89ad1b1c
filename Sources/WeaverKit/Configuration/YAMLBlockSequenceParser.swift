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
