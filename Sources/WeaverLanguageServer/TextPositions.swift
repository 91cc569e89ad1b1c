import WeaverKit
import WeaverCore
/// How an editor counts a position's `character` (LSP 3.17 `positionEncoding`): UTF-16 code units
/// unless the client offers UTF-8, which is what weaver's columns already count.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// The lines of one text, to turn an editor's (line, character) into a byte offset and a
/// diagnostic's (line, byte column) into an editor's character. A line ends at LF, CRLF or a lone
/// CR, as LSP counts lines and as `SourceText` numbers them for weaver's diagnostics.
struct TextPositions {
    let bytes: [UInt8]
    private(set) var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // One pass over the buffer: an open document is scanned again at every change.
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte == 10 {
                    lineStarts.append(index + 1)
                } else if byte == 13, index + 1 == buffer.count || buffer[index + 1] != 10 {
                    lineStarts.append(index + 1)
                }
                index += 1
            }
        }
    }

    /// The byte range of a 0-based line, without its line break; nil past the last line.
    func lineRange(_ line: Int) -> Range<Int>? {
        guard line >= 0, line < lineStarts.count else { return nil }
        let start = lineStarts[line]
        guard line + 1 < lineStarts.count else { return start..<bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == 10, end > start, bytes[end - 1] == 13 { end -= 1 }
        return start..<end
    }

    /// The byte offset of an editor position; a character past the line's end is its end, a line
    /// past the text's end is the text's end (LSP asks servers to clamp, not to fail).
    func offset(line: Int, character: Int, encoding: PositionEncoding) -> Int {
        guard let range = lineRange(line) else { return line < 0 ? 0 : bytes.count }
        var offset = range.lowerBound
        var units = 0
        while offset < range.upperBound, units < character {
            let length = Self.scalarLength(bytes[offset])
            units += encoding == .utf8 ? length : (length == 4 ? 2 : 1)
            offset = min(offset + length, range.upperBound)
        }
        return offset
    }

    /// The editor's character for a 0-based byte column of a 0-based line.
    func character(line: Int, byteColumn: Int, encoding: PositionEncoding) -> Int {
        guard encoding == .utf16, let range = lineRange(line) else { return max(0, byteColumn) }
        var offset = range.lowerBound
        var units = 0
        let target = min(range.lowerBound + max(0, byteColumn), range.upperBound)
        while offset < target {
            let length = Self.scalarLength(bytes[offset])
            units += length == 4 ? 2 : 1
            offset += length
        }
        return units
    }

    /// The 0-based line and byte column of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low, offset - lineStarts[low])
    }

    /// Bytes of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte).
    private static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
