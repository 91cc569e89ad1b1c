#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Source text as the scanner reads it (docs/annotations.md "Source text"): swiftc accepts UTF-8 with or
/// without a byte-order mark and LF, CRLF or lone-CR line endings, mixed in one file. Rather
/// than teach every stage three line endings, the bytes are rewritten once so that each line
/// break is one LF, keeping every line and column where swiftc puts them:
/// - CRLF loses its CR, which ends its line, so no column moves;
/// - a lone CR becomes an LF, of the same length;
/// - the byte-order mark becomes three spaces, since swiftc counts its bytes in line 1's columns.
enum SourceText {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    static func normalized(_ bytes: [UInt8]) -> [UInt8] {
        let hasMark = bytes.starts(with: byteOrderMark)
        let hasReturn = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(ASCII.carriageReturn), buffer.count) != nil } ?? false
        }
        // Nearly every file: no copy.
        guard hasMark || hasReturn else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        if hasMark {
            result.append(contentsOf: [ASCII.space, ASCII.space, ASCII.space])
            offset = byteOrderMark.count
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            guard byte == ASCII.carriageReturn else {
                result.append(byte)
                continue
            }
            if offset < bytes.count, bytes[offset] == ASCII.newline { continue }
            result.append(ASCII.newline)
        }
        return result
    }
}
