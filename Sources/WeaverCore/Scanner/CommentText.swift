/// Finds `weaver:` at the start of a comment's text.
enum CommentText {
    private static let marker = Array("weaver:".utf8)

    /// The offset of `weaver:` when the text from `start` (after the comment opener) is
    /// spaces followed by `weaver:`.
    static func annotationTextOffset(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var offset = start
        while offset < end, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab { offset += 1 }
        return startsWithMarker(bytes, at: offset, end: end) ? offset : nil
    }

    /// Lines of a block comment whose text (after `/*`, `*`, `//` and spaces) starts with `weaver:`.
    static func annotationLinesInBlock(_ bytes: [UInt8], from start: Int, to end: Int) -> [Int] {
        var found: [Int] = []
        var offset = start
        while offset < end {
            var position = offset
            while position < end, [ASCII.space, ASCII.tab, ASCII.slash, ASCII.star].contains(bytes[position]) { position += 1 }
            if startsWithMarker(bytes, at: position, end: end) { found.append(position) }
            while position < end, bytes[position] != ASCII.newline { position += 1 }
            offset = position + 1
        }
        return found
    }

    /// The offset of `Weaver:`, `WEAVER:` or another spelling of the marker in other letter case,
    /// which is not an annotation but almost certainly meant one.
    static func miscasedMarkerOffset(_ bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var offset = start
        while offset < end, bytes[offset] == ASCII.space || bytes[offset] == ASCII.tab { offset += 1 }
        guard offset + marker.count <= end else { return nil }
        for index in 0..<marker.count {
            let byte = bytes[offset + index]
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lowered == marker[index] else { return nil }
        }
        return offset
    }

    private static func startsWithMarker(_ bytes: [UInt8], at offset: Int, end: Int) -> Bool {
        ASCII.match("weaver:", in: bytes, at: offset).map { $0 <= end } ?? false
    }

    /// The text of an annotation, with every byte of invalid UTF-8 shown as `?`, so that byte
    /// offsets in the text stay the columns of the file (a replacement character takes 3 bytes).
    static func offsetPreservingText(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.utf8.count == bytes.count { return text }
        return String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }

    /// Calls `body` with an annotation's bytes as the parsers read them: in place, or from a
    /// copy made by `offsetPreservingText` when they are not all ASCII (rare: names are).
    static func withReadableBytes<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if !bytes.contains(where: { $0 >= 0x80 }) { return body(bytes) }
        var text = offsetPreservingText(bytes)
        return text.withUTF8(body)
    }
}
