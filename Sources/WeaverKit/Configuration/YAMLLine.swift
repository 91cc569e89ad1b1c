import WeaverCore
/// One physical line of a YAML file, without its line break, as UTF-8 bytes.
struct YAMLLine: Sendable {
    /// 1-based line number.
    let number: Int
    let bytes: [UInt8]
    /// The number of leading spaces.
    let indentation: Int

    /// Splits a file into lines, accepting LF and CRLF endings and a leading byte-order mark.
    static func split(_ data: [UInt8]) throws(ConfigurationFileError) -> [YAMLLine] {
        var start = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lines: [YAMLLine] = []
        while start <= data.count {
            let newline = data[start...].firstIndex(of: YAMLByte.newline) ?? data.count
            var end = newline
            if end > start, data[end - 1] == YAMLByte.carriageReturn { end -= 1 }
            let bytes = Array(data[start..<end])
            let number = lines.count + 1
            if String(validating: bytes, as: UTF8.self) == nil {
                throw ConfigurationFileError("the file is not valid UTF-8", line: number, column: 1)
            }
            lines.append(YAMLLine(number: number, bytes: bytes))
            start = newline + 1
        }
        return lines
    }

    init(number: Int, bytes: [UInt8]) {
        self.number = number
        self.bytes = bytes
        indentation = bytes.firstIndex { $0 != YAMLByte.space } ?? bytes.count
    }

    /// True when the line holds only whitespace and perhaps a comment.
    var isBlank: Bool { restIsBlank(from: 0) }

    /// True when the first non-space character is a tab: YAML forbids tabs in indentation.
    var isIndentedWithTab: Bool { indentation < bytes.count && bytes[indentation] == YAMLByte.tab && !isBlank }

    /// True when the line's content starts with a `-` block sequence indicator.
    var startsSequenceItem: Bool { isIndicator(YAMLByte.dash, at: indentation) }

    /// `---` alone: the start of a document.
    var isDocumentStart: Bool { isMarker(YAMLByte.dash) }

    /// `...` alone: the end of a document.
    var isDocumentEnd: Bool { isMarker(YAMLByte.period) }

    /// The first index at or after `index` that is not a space or tab.
    func skipWhitespace(from index: Int) -> Int {
        var position = index
        while position < bytes.count, YAMLByte.isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    /// True when nothing but whitespace and a comment follow `index`.
    func restIsBlank(from index: Int) -> Bool {
        let position = skipWhitespace(from: index)
        return position >= bytes.count || startsComment(at: position)
    }

    /// A `#` starts a comment only at the start of a line or after whitespace.
    func startsComment(at index: Int) -> Bool {
        bytes[index] == YAMLByte.hash && (index == 0 || YAMLByte.isWhitespace(bytes[index - 1]))
    }

    /// True when `byte` stands at `index` followed by whitespace or the end of the line.
    func isIndicator(_ byte: UInt8, at index: Int) -> Bool {
        index < bytes.count && bytes[index] == byte
            && (index + 1 == bytes.count || YAMLByte.isWhitespace(bytes[index + 1]))
    }

    /// The text of some bytes of the line; the line is known to be valid UTF-8.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The 1-based position of a byte index on this line.
    func position(_ index: Int) -> ConfigurationPosition {
        ConfigurationPosition(line: number, column: index + 1)
    }

    /// An error at a byte index of this line.
    func error(_ message: String, at index: Int) -> ConfigurationFileError {
        ConfigurationFileError(message, line: number, column: index + 1)
    }

    private func isMarker(_ byte: UInt8) -> Bool {
        bytes.count >= 3 && bytes[0] == byte && bytes[1] == byte && bytes[2] == byte && restIsBlank(from: 3)
            && (bytes.count == 3 || YAMLByte.isWhitespace(bytes[3]))
    }
}

/// The bytes that have a meaning in the YAML subset of docs/commands.md.
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
