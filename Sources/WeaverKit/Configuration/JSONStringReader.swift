import WeaverCore
/// JSON strings: escapes decoded, raw bytes required to be UTF-8 with no control characters.
extension JSONCursor {
    /// Reads the string whose opening quote is the current byte, through its closing quote.
    mutating func readString() throws(ConfigurationFileError) -> String {
        let opening = position
        advance()
        var text: [UInt8] = []
        while let byte = peek() {
            switch byte {
            case JSONByte.quote:
                advance()
                return String(decoding: text, as: UTF8.self)
            case JSONByte.backslash:
                try readEscape(into: &text, opening: opening)
            case JSONByte.newline, JSONByte.carriageReturn:
                // A missing closing quote is the likely mistake, so point at the string, not the line end.
                throw error("invalid JSON: unterminated string: no closing '\"' before the end of the line", at: opening)
            case ..<0x20:
                throw error("invalid JSON: \(describeCurrent()) must be escaped in a string")
            case ..<0x80:
                text.append(byte)
                advance()
            default:
                guard let encoded = scalarBytes() else { throw error("invalid JSON: the string is not valid UTF-8") }
                text.append(contentsOf: encoded)
                advance(encoded.count)
            }
        }
        throw error("invalid JSON: unterminated string: no closing '\"' before the end of the file", at: opening)
    }

    private mutating func readEscape(into text: inout [UInt8], opening: ConfigurationPosition) throws(ConfigurationFileError) {
        let backslash = position
        advance()
        guard let letter = peek() else {
            throw error("invalid JSON: unterminated string: no closing '\"' before the end of the file", at: opening)
        }
        if let byte = Self.unescaped(letter) {
            text.append(byte)
            advance()
            return
        }
        guard letter == 0x75 else {
            let shown = letter > 0x20 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : "'\\' followed by \(describeCurrent())"
            throw error("invalid JSON: invalid escape \(shown) in a string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX", at: backslash)
        }
        advance()
        Unicode.UTF8.encode(try readUnicodeEscape(at: backslash)) { text.append($0) }
    }

    /// Reads the digits after `\u`; characters beyond U+FFFF are written as a UTF-16 surrogate pair.
    private mutating func readUnicodeEscape(at backslash: ConfigurationPosition) throws(ConfigurationFileError) -> Unicode.Scalar {
        let first = try readHexDigits(at: backslash)
        var value = first
        if (0xD800...0xDBFF).contains(first) {
            guard peek() == JSONByte.backslash, peek(1) == 0x75 else { throw unpaired(first, at: backslash) }
            let secondBackslash = position
            advance(2)
            let second = try readHexDigits(at: secondBackslash)
            guard (0xDC00...0xDFFF).contains(second) else { throw unpaired(first, at: backslash) }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        // Nil exactly for a low surrogate standing alone.
        guard let scalar = Unicode.Scalar(value) else { throw unpaired(first, at: backslash) }
        return scalar
    }

    private mutating func readHexDigits(at backslash: ConfigurationPosition) throws(ConfigurationFileError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("invalid JSON: '\\u' must be followed by four hexadecimal digits, found \(describeCurrent())", at: backslash)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func unpaired(_ surrogate: UInt32, at backslash: ConfigurationPosition) -> ConfigurationFileError {
        let digits = String(surrogate, radix: 16, uppercase: true)
        return error("invalid JSON: unpaired surrogate '\\u\(digits)' in a string", at: backslash)
    }

    private static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case JSONByte.quote, JSONByte.backslash, JSONByte.slash: letter
        case 0x62: 0x08
        case 0x66: 0x0C
        case 0x6E: JSONByte.newline
        case 0x72: JSONByte.carriageReturn
        case 0x74: JSONByte.tab
        default: nil
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }
}
