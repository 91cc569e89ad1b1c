/// Splits `a, label: [b, c], d: { x, y }` at top-level commas, keeping offsets for diagnostics.
enum ArgumentSplitter {
    struct Argument: Equatable {
        var label: String?
        var value: String
        /// Byte offsets within the argument list of the argument and of its value.
        var offset: Int
        var valueOffset: Int
    }

    static func split(_ text: String) -> [Argument] {
        let bytes = Array(text.utf8)
        var pieces: [(start: Int, end: Int)] = []
        var depth = 0
        var inString = false
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == ASCII.backslash { index += 1 } else if byte == ASCII.quote { inString = false }
            } else if byte == ASCII.quote {
                inString = true
            } else if [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(byte) {
                depth += 1
            } else if [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) {
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                pieces.append((start, index))
                start = index + 1
            }
            index += 1
        }
        pieces.append((start, bytes.count))
        return pieces.compactMap { piece in
            var first = piece.start
            while first < piece.end, bytes[first] == ASCII.space || bytes[first] == ASCII.tab || bytes[first] == ASCII.newline || bytes[first] == ASCII.carriageReturn { first += 1 }
            let raw = String(decoding: bytes[first..<piece.end], as: UTF8.self).trimmedWhitespace
            guard !raw.isEmpty else { return nil }
            var cursor = AnnotationCursor(bytes: Array(raw.utf8))
            if let label = cursor.identifier() {
                cursor.skipSpaces()
                if cursor.consume(":") {
                    cursor.skipSpaces()
                    return Argument(label: label, value: cursor.rest.trimmedWhitespace, offset: first, valueOffset: first + cursor.offset)
                }
            }
            return Argument(label: nil, value: raw, offset: first, valueOffset: first)
        }
    }
}
