/// The bytes that have a meaning in the YAML subset of SPEC §3.
enum YAMLByte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let singleQuote: UInt8 = 0x27
    static let comma: UInt8 = 0x2C
    static let dash: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isQuote(_ byte: UInt8) -> Bool { byte == doubleQuote || byte == singleQuote }

    /// Bytes that end a plain scalar inside `[ ... ]`.
    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace || byte == closeBrace
    }
}
