/// A byte cursor over an annotation's text, read in place (valid while the caller holds the bytes).
struct AnnotationCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }
    var rest: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[min(offset, bytes.count)...]), as: UTF8.self) }

    mutating func skipSpaces() {
        while offset < bytes.count, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab || bytes[offset] == ASCII.carriageReturn {
            offset += 1
        }
    }

    mutating func identifier() -> String? {
        guard offset < bytes.count, ASCII.isIdentifierStart(bytes[offset]) else { return nil }
        let start = offset
        while offset < bytes.count, ASCII.isIdentifierContinue(bytes[offset]) { offset += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// A dependency name: an identifier, or one in backquotes (`` `default` ``), which is returned
    /// without them; `backquoted` tells `weaver: import` and `weaver: self.…` from a dependency so
    /// named. Only identifier characters may stand between the backquotes: the generator derives
    /// names from it (`defaultSlot`), which a raw identifier such as `` `two words` `` would break.
    mutating func dependencyName() -> (name: String, backquoted: Bool)? {
        guard offset < bytes.count, bytes[offset] == ASCII.backtick else { return identifier().map { ($0, false) } }
        let start = offset
        offset += 1
        guard let name = identifier(), offset < bytes.count, bytes[offset] == ASCII.backtick else {
            offset = start
            return nil
        }
        offset += 1
        return (name, true)
    }

    mutating func consume(_ text: StaticString) -> Bool {
        guard let end = ASCII.match(text, in: bytes, at: offset) else { return false }
        offset = end
        return true
    }
}
