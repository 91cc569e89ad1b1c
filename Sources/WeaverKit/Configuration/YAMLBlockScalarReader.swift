/// Reads the scalar after `key:` or `- ` on one line and rejects the YAML this reader does not support.
enum YAMLBlockScalarReader {
    static func read(_ line: YAMLLine, at start: Int, inSequence: Bool) throws(ConfigurationFileError) -> ConfigurationScalar {
        let byte = line.bytes[start]
        let character = line.text(start..<start + 1)
        if YAMLByte.isQuote(byte) {
            let (scalar, end) = try YAMLScalarReader.quoted(in: line, at: start)
            if !line.restIsBlank(from: end) {
                throw line.error("unexpected text after the quoted value", at: line.skipWhitespace(from: end))
            }
            return scalar
        }
        if byte == YAMLByte.openBrace {
            throw line.error(inSequence ? "mappings inside sequences are not supported" : "nested mappings are not supported", at: start)
        }
        if line.isIndicator(YAMLByte.dash, at: start) {
            let message = inSequence ? "nested sequences are not supported" : "a block sequence must start on the line after its key"
            throw line.error(message, at: start)
        }
        if "|>".contains(character) {
            throw line.error("block scalars ('|' and '>') are not supported", at: start)
        }
        if "&*!".contains(character) {
            throw line.error("anchors, aliases and tags are not supported", at: start)
        }
        if "%@`,]}".contains(character) || line.isIndicator(0x3F, at: start) || line.isIndicator(YAMLByte.colon, at: start) {
            throw line.error("a plain value cannot start with '\(character)'; quote the value", at: start)
        }
        let (scalar, _) = YAMLScalarReader.plain(in: line, at: start, inFlow: false)
        if YAMLScalarReader.looksLikeMapping(scalar.text) {
            let problem = inSequence ? "mappings inside sequences are not supported" : "nested mappings are not supported"
            throw line.error("\(problem); quote the value if it contains ': '", at: start)
        }
        return scalar
    }
}
