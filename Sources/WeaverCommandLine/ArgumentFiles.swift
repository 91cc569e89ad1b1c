#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit
import WeaverCore

/// Response files (`@path`: one argument per line) and `--input-file-list` files, the way build
/// systems pass long argument lists.
enum ArgumentFiles {
    /// Replaces each `@path` argument by the lines of that file; `@` inside a file is not expanded again.
    static func expand(_ arguments: [String], currentDirectory: String) throws(UsageError) -> [String] {
        var expanded: [String] = []
        for argument in arguments {
            guard argument.hasPrefix("@"), argument.count > 1 else {
                expanded.append(argument)
                continue
            }
            let path = PathResolver.join(currentDirectory, String(argument.dropFirst()))
            guard let text = read(path) else { throw UsageError("cannot read the response file '\(argument.dropFirst())'") }
            expanded += lines(text)
        }
        return expanded
    }

    static func read(_ path: String) -> String? {
        FileSystem.readRegularFile(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Non-empty lines, trimmed, without a surrounding pair of quotes.
    static func lines(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { line -> String in
            let trimmed = String(line).trimmedWhitespace
            if trimmed.count >= 2, let first = trimmed.first, first == trimmed.last, first == "\"" || first == "'" {
                return String(trimmed.dropFirst().dropLast())
            }
            return trimmed
        }.filter { !$0.isEmpty }
    }
}
