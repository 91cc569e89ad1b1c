/// Byte constants and classes the scanner tests against.
package enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The offset after `text` when `bytes` (indexed from 0: an array or a buffer) hold it at
    /// `offset`, else nil; no allocation.
    static func match<Bytes: RandomAccessCollection<UInt8>>(_ text: StaticString, in bytes: Bytes, at offset: Int) -> Int? where Bytes.Index == Int {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count else { return nil }
        let start = text.utf8Start
        for index in 0..<count where bytes[offset + index] != start[index] { return nil }
        return offset + count
    }

    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C

    /// What swiftc skips between two tokens of one line: space, tab, vertical tab, form feed and
    /// NUL (the Swift lexical grammar's whitespace items other than line breaks and comments).
    static func isInlineWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == verticalTab || byte == formFeed || byte == 0
    }

    /// Space, tab, line feed or carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == newline || byte == carriageReturn }

    /// `range` of `bytes` without the whitespace at either end; empty when it is all whitespace.
    static func trimmingWhitespace(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var low = range.lowerBound, high = range.upperBound
        while low < high, isWhitespace(bytes[low]) { low += 1 }
        while high > low, isWhitespace(bytes[high - 1]) { high -= 1 }
        return low..<high
    }

    /// Letters, `_`, `$` and every non-ASCII byte (Swift identifiers may be Unicode). Computed,
    /// not looked up in a table: a global table costs a lazy-initialisation check on every byte
    /// of the lexer's hottest loop.
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        let folded = byte | 0x20   // A–Z onto a–z
        return (folded >= 0x61 && folded <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    @inline(__always)
    package static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// Operators the outline reads (`<` `>` of generics, `->`, `=`, `?` `!` of `init?`); other
    /// operator characters and numbers are skipped without making a token.
    static func isMeaningfulOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }

    static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ";"),
             UInt8(ascii: ":"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
