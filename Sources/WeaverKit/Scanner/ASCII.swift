/// Byte constants and classes the scanner tests against.
enum ASCII {
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

    private static let identifierStartFlag: UInt8 = 1
    private static let identifierContinueFlag: UInt8 = 2

    /// One lookup per byte instead of a chain of comparisons (the lexer's hottest test).
    private static let classes: [UInt8] = (0...255).map { value -> UInt8 in
        let byte = UInt8(value)
        let start = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
        return (start ? identifierStartFlag | identifierContinueFlag : 0) | (isDigit(byte) ? identifierContinueFlag : 0)
    }

    /// Letters, `_`, `$` and every non-ASCII byte (Swift identifiers may be Unicode).
    static func isIdentifierStart(_ byte: UInt8) -> Bool { classes[Int(byte)] & identifierStartFlag != 0 }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool { classes[Int(byte)] & identifierContinueFlag != 0 }

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
