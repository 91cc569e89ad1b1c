import WeaverCore
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

/// Reads the scalar after `key:` or `- ` on one line and rejects the YAML this reader does not support.
enum YAMLBlockScalarReader {
    static func read(_ line: YAMLLine, at start: Int) throws(ConfigurationFileError) -> ConfigurationScalar {
        let byte = line.bytes[start]
        let character = line.text(start..<start + 1)
        if YAMLByte.isQuote(byte) {
            let (scalar, end) = try YAMLScalarReader.quoted(in: line, at: start)
            if !line.restIsBlank(from: end) {
                throw line.error("unexpected text after the quoted value", at: line.skipWhitespace(from: end))
            }
            return scalar
        }
        if line.isIndicator(YAMLByte.dash, at: start) {
            throw line.error("a block sequence must start on the line after its key", at: start)
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
            throw line.error("a key and its value on one line must not be followed by another key; write nested keys on lines "
                             + "of their own, or quote the value if it contains ': '", at: start)
        }
        return scalar
    }
}

/// Reads the `key:` that starts a mapping's line (or follows a sequence item's `- `).
enum YAMLKeyReader {
    /// The key at `start` and the index just after its colon.
    static func read(_ line: YAMLLine, at start: Int) throws(ConfigurationFileError) -> (key: ConfigurationScalar, afterColon: Int) {
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
            throw line.error("expected 'key: value', not a flow collection", at: start)
        }
        if let colon = plainKeyColon(line, from: start) {
            var end = colon
            while end > start, YAMLByte.isWhitespace(line.bytes[end - 1]) { end -= 1 }
            guard end > start else { throw line.error("missing key before ':'", at: start) }
            let key = ConfigurationScalar(text: line.text(start..<end), kind: .string, position: line.position(start))
            return (key, colon + 1)
        }
        throw line.error("expected 'key: value'", at: start)
    }

    /// True when the text at `start` is a key and its colon (`id: a`, `"id": a`).
    static func startsKey(_ line: YAMLLine, at start: Int) -> Bool {
        let byte = line.bytes[start]
        if YAMLByte.isQuote(byte) {
            guard let (_, end) = try? YAMLScalarReader.quoted(in: line, at: start) else { return false }
            let colon = line.skipWhitespace(from: end)
            return colon < line.bytes.count && line.bytes[colon] == YAMLByte.colon
        }
        if byte == YAMLByte.openBracket || byte == YAMLByte.openBrace { return false }
        return plainKeyColon(line, from: start) != nil
    }

    /// The first `:` followed by whitespace or the line's end, before any comment.
    private static func plainKeyColon(_ line: YAMLLine, from start: Int) -> Int? {
        var index = start
        while index < line.bytes.count, !line.startsComment(at: index) {
            if line.isIndicator(YAMLByte.colon, at: index) { return index }
            index += 1
        }
        return nil
    }
}
