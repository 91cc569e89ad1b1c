/// A byte cursor over an annotation's text.
struct AnnotationCursor {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }
    var rest: String { String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self) }

    mutating func skipSpaces() {
        while offset < bytes.count, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab || bytes[offset] == ASCII.carriageReturn {
            offset += 1
        }
    }

    mutating func identifier() -> String? {
        guard offset < bytes.count, ASCII.isIdentifierStart(bytes[offset]) else { return nil }
        let start = offset
        while offset < bytes.count, ASCII.isIdentifierContinue(bytes[offset]) { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    mutating func consume(_ text: StaticString) -> Bool {
        guard let end = ASCII.match(text, in: bytes, at: offset) else { return false }
        offset = end
        return true
    }
}
