/// The string Swift makes of a one-line string literal (the text between its quotes), so that
/// map keys are compared as the program will compare them (docs/contributions.md): `"a\u{62}"` is `"ab"`.
/// Swift's `String` equality is by canonical equivalence, as the generated dictionary's is.
enum StringLiteralValue {
    /// Why Swift rejects a literal: a message for `invalid-value`.
    struct Problem: Error {
        let message: String
    }

    /// The value, or why Swift rejects the literal.
    static func decode(_ written: String) -> Result<String, Problem> {
        var value = String.UnicodeScalarView()
        var scalars = written.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    return .failure(Problem(message: "a key cannot hold a raw control character (U+\(hex(scalar.value))); write it as an escape such as \\t or \\u{9}"))
                }
                value.append(scalar)
                continue
            }
            guard let escaped = scalars.next() else { return .failure(Problem(message: "the key ends inside an escape ('\\')")) }
            switch escaped {
            case "0": value.append("\0")
            case "\\": value.append("\\")
            case "t": value.append("\t")
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "\"": value.append("\"")
            case "'": value.append("'")
            case "(": return .failure(Problem(message: "a key is a constant: no interpolation ('\\(…)'); write its text"))
            case "u":
                guard scalars.next() == "{" else { return .failure(Problem(message: "'\\u' is followed by a code point in braces: \\u{62}")) }
                var digits = ""
                var closed = false
                while let next = scalars.next() {
                    if next == "}" {
                        closed = true
                        break
                    }
                    digits.unicodeScalars.append(next)
                    guard digits.count <= 8 else { return .failure(Problem(message: "'\\u{…}' takes 1 to 8 hexadecimal digits")) }
                }
                guard closed else { return .failure(Problem(message: "'\\u{' is not closed with '}'")) }
                guard !digits.isEmpty, let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
                    return .failure(Problem(message: "'\\u{\(digits)}' is not a Unicode scalar"))
                }
                value.append(decoded)
            default:
                return .failure(Problem(message: "'\\\(escaped)' is not an escape Swift knows; write '\\\\' for a backslash"))
            }
        }
        return .success(String(value))
    }

    /// The value, or the text as written when it does not decode (a summary's key, which this
    /// tool checked when it wrote it).
    static func value(of written: String) -> String {
        if case let .success(value) = decode(written) { return value }
        return written
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
