import WeaverKit
import WeaverCore
/// Finds `class Name`, `struct Name`, `enum Name`, `protocol Name`, `actor Name` or
/// `typealias Name` in a file's text, outside comments: the declaration of a type that carries no
/// annotation, for an editor's "go to definition" on a registration's type.
enum TypeDeclarationFinder {
    private static let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]

    /// The 1-based line and byte column of the name, or nil.
    static func find(_ name: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        // Cheap refusal first: most files do not contain the name at all.
        guard WordSearch.firstWord(name, in: bytes, range: bytes.indices) != nil else { return nil }
        var line = 1, lineStart = 0, index = 0
        var previousWord = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 10 {
                (line, lineStart, index) = (line + 1, index + 1, index + 1)
                continue
            }
            if byte == 47, index + 1 < bytes.count, bytes[index + 1] == 47 {
                while index < bytes.count, bytes[index] != 10 { index += 1 }
                continue
            }
            if ASCII.isIdentifierContinue(byte) {
                let start = index
                while index < bytes.count, ASCII.isIdentifierContinue(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                if word == name, keywords.contains(previousWord) { return (line, start - lineStart + 1) }
                previousWord = word
                continue
            }
            if byte != 32, byte != 9 { previousWord = "" }
            index += 1
        }
        return nil
    }
}
