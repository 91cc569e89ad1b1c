/// Splits `a, label: [b, c], d: { x, y }` at top-level commas, keeping offsets for diagnostics.
enum ArgumentSplitter {
    struct Argument: Equatable {
        var label: String?
        var value: String
        /// Byte offsets within the argument list of the argument and of its value.
        var offset: Int
        var valueOffset: Int
    }

    /// Works on the bytes in place: a wrapper's arguments are split for every `@Weaver` property,
    /// so nothing here allocates but the arguments' own strings.
    static func split(bytes: UnsafeBufferPointer<UInt8>) -> [Argument] {
        var arguments: [Argument] = []
        // One allocation for the usual wrapper (a kind and up to three labelled arguments).
        arguments.reserveCapacity(4)
        var depth = 0
        var inString = false
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == ASCII.backslash { index += 1 } else if byte == ASCII.quote { inString = false }
            } else {
                switch byte {
                case ASCII.quote: inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        argument(bytes, start, index).map { arguments.append($0) }
                        start = index + 1
                    }
                default: break
                }
            }
            index += 1
        }
        argument(bytes, start, bytes.count).map { arguments.append($0) }
        return arguments
    }

    /// One piece between top-level commas: `label: value` or a bare value; nil when blank.
    private static func argument(_ bytes: UnsafeBufferPointer<UInt8>, _ pieceStart: Int, _ pieceEnd: Int) -> Argument? {
        let piece = ASCII.trimmingWhitespace(pieceStart..<max(pieceStart, min(pieceEnd, bytes.count)), of: bytes)
        let first = piece.lowerBound, end = piece.upperBound
        guard first < end else { return nil }
        func text(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self) }
        if ASCII.isIdentifierStart(bytes[first]) {
            var cursor = first
            while cursor < end, ASCII.isIdentifierContinue(bytes[cursor]) { cursor += 1 }
            let labelEnd = cursor
            while cursor < end, bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab || bytes[cursor] == ASCII.carriageReturn { cursor += 1 }
            if cursor < end, bytes[cursor] == UInt8(ascii: ":") {
                cursor += 1
                while cursor < end, bytes[cursor] == ASCII.space || bytes[cursor] == ASCII.tab || bytes[cursor] == ASCII.carriageReturn { cursor += 1 }
                // The value's offset is after the spaces on the label's line; its text also drops a line break.
                var valueStart = cursor
                while valueStart < end, ASCII.isWhitespace(bytes[valueStart]) { valueStart += 1 }
                return Argument(label: text(first, labelEnd), value: text(valueStart, end), offset: first, valueOffset: cursor)
            }
        }
        return Argument(label: nil, value: text(first, end), offset: first, valueOffset: first)
    }
}
