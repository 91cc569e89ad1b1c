/// The base protocol's framing (LSP 3.17): a `Content-Length: N` header, other headers ignored,
/// an empty line, then N bytes of JSON. The reader takes bytes as they arrive and hands out whole
/// messages; a header it cannot read is skipped up to the next blank line, so that one broken
/// message costs that message, not the session.
public struct LSPMessageReader: Sendable {
    public enum Item: Sendable, Equatable {
        case message([UInt8])
        /// A header block without a usable length: reported, and the reader goes on after it.
        case malformed(String)
    }

    /// A message larger than this is refused (its bytes are skipped): an editor sends whole files,
    /// and no Swift file is 64 MiB.
    static let maximumLength = 64 << 20

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes still to skip of a refused message.
    private var skipping = 0

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete message or problem, or nil when more bytes are needed.
    public mutating func next() -> Item? {
        if skipping > 0 {
            let skipped = min(skipping, buffer.count - start)
            (start, skipping) = (start + skipped, skipping - skipped)
            if skipping > 0 { compact(); return nil }
        }
        guard let headerEnd = find([13, 10, 13, 10], from: start) else {
            compact()
            return nil
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            length = Int(parts[1].trimmingCharacters(in: " \t"))
        }
        guard let length, length >= 0 else {
            start = bodyStart
            compact()
            return .malformed("a message header without a valid Content-Length: '\(header.prefix(80))'")
        }
        guard length <= Self.maximumLength else {
            start = bodyStart
            skipping = length
            return .malformed("a message of \(length) bytes is larger than \(Self.maximumLength) bytes; it is skipped")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        compact()
        return .message(body)
    }

    /// The framed bytes of one message body.
    public static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }

    private func find(_ needle: [UInt8], from index: Int) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var position = index
        while position + needle.count <= buffer.count {
            if buffer[position] == needle[0], buffer[position..<position + needle.count].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }

    /// Drops consumed bytes once they are most of the buffer, so a long session does not grow it.
    private mutating func compact() {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
