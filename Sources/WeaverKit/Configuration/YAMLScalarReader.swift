/// Reads the scalars of one line: quoted with `'` or `"`, or plain.
enum YAMLScalarReader {
    /// Reads a quoted scalar whose opening quote is at `start`; returns it and the index after the closing quote.
    static func quoted(in line: YAMLLine, at start: Int) throws(ConfigurationFileError) -> (ConfigurationScalar, end: Int) {
        let quote = line.bytes[start]
        var text: [UInt8] = []
        var index = start + 1
        while index < line.bytes.count {
            let byte = line.bytes[index]
            if quote == YAMLByte.singleQuote, byte == quote {
                // Inside single quotes the only escape is a doubled quote.
                guard index + 1 < line.bytes.count, line.bytes[index + 1] == quote else {
                    return (scalar(text, line, start), index + 1)
                }
                text.append(quote)
                index += 2
            } else if byte == YAMLByte.doubleQuote, quote == YAMLByte.doubleQuote {
                return (scalar(text, line, start), index + 1)
            } else if byte == YAMLByte.backslash, quote == YAMLByte.doubleQuote {
                guard index + 1 < line.bytes.count else { break }
                text.append(try unescaped(line.bytes[index + 1], in: line, at: index))
                index += 2
            } else {
                text.append(byte)
                index += 1
            }
        }
        throw line.error("unterminated quoted value: missing closing \(quote == YAMLByte.singleQuote ? "'" : "\"")", at: start)
    }

    /// Reads a plain scalar from `start` to a comment or the end of the line, or to a flow indicator inside `[ ... ]`.
    static func plain(in line: YAMLLine, at start: Int, inFlow: Bool) -> (ConfigurationScalar, end: Int) {
        var end = start
        while end < line.bytes.count {
            let byte = line.bytes[end]
            if inFlow, YAMLByte.isFlowIndicator(byte) { break }
            if line.startsComment(at: end) { break }
            end += 1
        }
        var last = end
        while last > start, YAMLByte.isWhitespace(line.bytes[last - 1]) { last -= 1 }
        let text = line.text(start..<last)
        return (ConfigurationScalar(text: text, kind: kind(ofPlain: text), position: line.position(start)), end)
    }

    /// What a plain scalar means: the booleans and nulls of YAML 1.1 as configuration files use them.
    static func kind(ofPlain text: String) -> ConfigurationScalar.Kind {
        switch text.lowercased() {
        case "true", "yes": .boolean(true)
        case "false", "no": .boolean(false)
        case "", "~", "null": .null
        default: .string
        }
    }

    /// True when a plain value holds `key: value`, which would be a mapping in YAML.
    static func looksLikeMapping(_ text: String) -> Bool {
        text.hasSuffix(":") || text.contains(": ") || text.contains(":\t")
    }

    private static func scalar(_ bytes: [UInt8], _ line: YAMLLine, _ start: Int) -> ConfigurationScalar {
        ConfigurationScalar(text: String(decoding: bytes, as: UTF8.self), kind: .string, position: line.position(start))
    }

    private static func unescaped(_ byte: UInt8, in line: YAMLLine, at index: Int) throws(ConfigurationFileError) -> UInt8 {
        switch byte {
        case YAMLByte.doubleQuote, YAMLByte.backslash, 0x2F: byte
        case 0x6E: YAMLByte.newline
        case 0x74: YAMLByte.tab
        case 0x72: YAMLByte.carriageReturn
        case 0x30: 0
        default:
            let lead = line.bytes[index + 1]
            let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let escaped = line.text(index + 1..<min(index + 1 + length, line.bytes.count))
            throw line.error("unknown escape '\\\(escaped)' in a double-quoted value", at: index)
        }
    }
}
