import WeaverKit
import WeaverCore
/// Words in a file's bytes, as the scanner tells identifier bytes apart (`ASCII`): the word under
/// an editor's cursor, and where a whole word is written (a fix's target, a name to select, a
/// declaration's name).
enum WordSearch {
    /// The identifier around a byte offset (or just before it: a cursor after a word names it).
    static func word(in bytes: [UInt8], at offset: Int) -> String {
        var start = min(offset, bytes.count)
        if start == bytes.count || !ASCII.isIdentifierContinue(bytes[start]) {
            guard start > 0, ASCII.isIdentifierContinue(bytes[start - 1]) else { return "" }
        }
        while start > 0, ASCII.isIdentifierContinue(bytes[start - 1]) { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, ASCII.isIdentifierContinue(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset of the first whole-word `word` in `range`, at or after `range.lowerBound + column`.
    static func firstWord(_ word: String, in bytes: [UInt8], range: Range<Int>, from column: Int = 0) -> Int? {
        let needle = Array(word.utf8)
        guard !needle.isEmpty else { return nil }
        var index = range.lowerBound + max(0, column)
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle),
               index == range.lowerBound || !ASCII.isIdentifierContinue(bytes[index - 1]),
               index + needle.count == range.upperBound || !ASCII.isIdentifierContinue(bytes[index + needle.count]) {
                return index
            }
            index += 1
        }
        return nil
    }
}
