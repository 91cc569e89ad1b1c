import WeaverKit
import WeaverCore
/// The base protocol's framing (LSP 3.17): a `Content-Length: N` header, other headers ignored,
/// an empty line, then N bytes of JSON. The reader takes bytes as they arrive and hands out whole
/// messages. A header it cannot use costs that message only: the reader looks for the next
/// `Content-Length` and starts again there (a client's broken message must not lose the session).
/// Header lines ending in LF alone are accepted as well as CRLF.
public struct LSPMessageReader: Sendable {
    public enum Item: Sendable, Equatable {
        case message([UInt8])
        /// A header block without a usable length, or bytes that are no header: reported, and
        /// the reader goes on at the next message.
        case malformed(String)
    }

    /// A message larger than this is refused (its bytes are skipped): an editor sends whole files,
    /// and no Swift file is 64 MiB.
    static let maximumLength = 64 << 20
    /// Bytes without a header's end past this are not a header.
    static let maximumHeader = 8 << 10
    private static let lengthField = Array("content-length".utf8)

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
        guard let (headerEnd, bodyStart) = headerEnd() else {
            guard buffer.count - start > Self.maximumHeader else { compact(); return nil }
            let shown = String(decoding: buffer[start..<start + 40], as: UTF8.self)
            resynchronize(after: start + 1)
            return .malformed("\(Self.maximumHeader) bytes without the end of a message header: '\(shown)…'")
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            length = Int(parts[1].trimmingCharacters(in: " \t"))
        }
        guard let length, length >= 0 else {
            // The body that may follow is not skipped by a length nobody gave: the next message
            // starts at the next `Content-Length`, which may be inside this header (junk before it).
            resynchronize(after: start + 1)
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

    /// Where the header starting at `start` ends (the blank line: CRLF CRLF, or LF LF) and where
    /// its body starts; looked for within the header's bounded size, so junk costs no rescans.
    private func headerEnd() -> (Int, Int)? {
        var index = start
        let limit = min(buffer.count, start + Self.maximumHeader + 4)
        while index < limit {
            if buffer[index] == 10 {
                if index + 1 < buffer.count, buffer[index + 1] == 10 { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 13, buffer[index + 2] == 10 { return (index > start && buffer[index - 1] == 13 ? index - 1 : index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// Drops bytes up to the next `Content-Length` (any case) at or after `index`; without one,
    /// keeps only a tail that may be the start of one.
    private mutating func resynchronize(after index: Int) {
        let field = Self.lengthField
        var position = min(index, buffer.count)
        while position + field.count <= buffer.count {
            if Self.lowercased(buffer[position]) == field[0],
               zip(buffer[position..<position + field.count], field).allSatisfy({ Self.lowercased($0) == $1 }) {
                start = position
                compact()
                return
            }
            position += 1
        }
        start = max(min(index, buffer.count), buffer.count - field.count)
        compact()
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

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
