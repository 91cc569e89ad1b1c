/// Reads the `key:` that starts a line of the top-level mapping.
enum YAMLKeyReader {
    /// The key and the index just after its colon.
    static func read(_ line: YAMLLine) throws(ConfigurationFileError) -> (key: ConfigurationScalar, afterColon: Int) {
        let start = line.indentation
        if line.startsSequenceItem {
            throw line.error("expected 'key: value': the file must be a mapping, not a sequence", at: start)
        }
        let byte = line.bytes[start]
        if YAMLByte.isQuote(byte) {
            let (key, end) = try YAMLScalarReader.quoted(in: line, at: start)
            let colon = line.skipWhitespace(from: end)
            guard colon < line.bytes.count, line.bytes[colon] == YAMLByte.colon else {
                throw line.error("expected ':' after the key", at: colon)
            }
            return (key, colon + 1)
        }
        if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace {
            throw line.error("expected 'key: value'; flow collections are not supported at the top level", at: start)
        }
        var index = start
        while index < line.bytes.count, !line.startsComment(at: index) {
            if line.isIndicator(YAMLByte.colon, at: index) {
                var end = index
                while end > start, YAMLByte.isWhitespace(line.bytes[end - 1]) { end -= 1 }
                guard end > start else { throw line.error("missing key before ':'", at: start) }
                let key = ConfigurationScalar(text: line.text(start..<end), kind: .string, position: line.position(start))
                return (key, index + 1)
            }
            index += 1
        }
        throw line.error("expected 'key: value'", at: start)
    }
}
