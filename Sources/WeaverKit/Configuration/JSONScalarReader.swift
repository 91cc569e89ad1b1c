import WeaverCore
/// JSON's numbers and its three words.
extension JSONCursor {
    /// Reads `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?` and keeps it as written: no key takes a
    /// number, so converting it would only risk changing it (or overflowing).
    mutating func readNumber() throws(ConfigurationFileError) -> String {
        let start = index
        if peek() == JSONByte.minus { advance() }
        guard JSONByte.isDigit(peek()) else { throw unexpected("bad number: expected a digit after '-'") }
        if peek() == JSONByte.zero, JSONByte.isDigit(peek(1)) {
            advance()
            throw error("invalid JSON: bad number: a number cannot have leading zeros")
        }
        skipDigits()
        if peek() == JSONByte.period {
            advance()
            guard JSONByte.isDigit(peek()) else { throw unexpected("bad number: expected a digit after '.'") }
            skipDigits()
        }
        if peek() == 0x65 || peek() == 0x45 {
            advance()
            if peek() == JSONByte.plus || peek() == JSONByte.minus { advance() }
            guard JSONByte.isDigit(peek()) else { throw unexpected("bad number: expected a digit in the exponent") }
            skipDigits()
        }
        return text(from: start)
    }

    /// Reads `true`, `false` or `null`, whose first letter is the current byte.
    mutating func readWord(_ word: String) throws(ConfigurationFileError) {
        for expected in word.utf8 {
            guard peek() == expected else { throw unexpected("expected '\(word)'") }
            advance()
        }
    }

    private mutating func skipDigits() {
        while JSONByte.isDigit(peek()) { advance() }
    }
}
