import WeaverCore
/// A read position in the UTF-8 bytes of a JSON file that knows its line and column.
///
/// Line breaks are legal only between tokens, so only `skipWhitespace` ever crosses one; every
/// other move stays on the current line and a column is just the distance from its start.
struct JSONCursor {
    private let bytes: [UInt8]
    private(set) var index: Int
    private var line = 1
    /// The index of the current line's first byte; a byte-order mark is not part of line 1, as in YAML.
    private var lineStart: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        lineStart = index
    }

    var position: ConfigurationPosition { ConfigurationPosition(line: line, column: index - lineStart + 1) }

    func peek(_ offset: Int = 0) -> UInt8? {
        let target = index + offset
        return target < bytes.count ? bytes[target] : nil
    }

    mutating func advance(_ count: Int = 1) {
        index = min(index + count, bytes.count)
    }

    /// Skips JSON's four whitespace bytes; LF, CRLF and a lone CR each end one line.
    mutating func skipWhitespace() {
        while let byte = peek() {
            switch byte {
            case JSONByte.space, JSONByte.tab:
                index += 1
            case JSONByte.newline, JSONByte.carriageReturn:
                index += byte == JSONByte.carriageReturn && peek(1) == JSONByte.newline ? 2 : 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    /// The bytes from `start` to here, as text; callers only pass ASCII or validated UTF-8.
    func text(from start: Int) -> String {
        String(decoding: bytes[min(start, index)..<index], as: UTF8.self)
    }

    /// The valid UTF-8 sequence starting here, or nil when these bytes are not one.
    func scalarBytes() -> [UInt8]? {
        guard index < bytes.count else { return nil }
        var iterator = bytes[index...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return nil }
        return Array(encoded)
    }

    /// The current byte as an error message shows it: "found ..." reads naturally after it.
    func describeCurrent() -> String {
        guard let byte = peek() else { return "the end of the file" }
        if byte == JSONByte.space { return "a space" }
        if byte > 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte >= 0x80, let encoded = scalarBytes() {
            let text = String(decoding: encoded, as: UTF8.self)
            let code = text.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? ""
            return "'\(text)' (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))"
        }
        return byte >= 0x80 ? "the byte 0x\(hex(byte)) (not UTF-8)" : "the control character U+00\(hex(byte))"
    }

    func error(_ message: String, at position: ConfigurationPosition? = nil) -> ConfigurationFileError {
        let place = position ?? self.position
        return ConfigurationFileError(message, line: place.line, column: place.column)
    }

    /// A syntax error at the current byte: `expected` says what should have been there.
    func unexpected(_ expected: String) -> ConfigurationFileError {
        error("invalid JSON: \(expected), found \(describeCurrent())")
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// The bytes that have a meaning in JSON's grammar.
enum JSONByte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote: UInt8 = 0x22
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let colon: UInt8 = 0x3A
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D

    static func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
}
