#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Breaks generated lines longer than `limit` columns as a person would, after the text is
/// written, so that emitters keep writing one line per statement (a builder's input resolver used
/// to be one line of 1,459 characters).
///
/// - An argument, parameter or capture list too long for its line puts one item per line, one
///   level deeper than the line, and its closing bracket back at the line's indentation.
/// - A closure of several statements puts one statement per line; a trailing closure of one, its
///   body on a line of its own.
/// - A list that is not between brackets (`typealias R = A & B & …`, a class's conformances)
///   fills lines up to the limit and continues one level deeper.
/// - String literals are never broken; a line that cannot be broken is left as it is.
/// - A compiler check (`CompilerCheck`) is left whole, with its comment or its
///   `#sourceLocation`: its error must be on the line that names the annotation.
///
/// Lines are only split where Swift allows a line break (after `,`, `(`, `[`, `{`, `in`, `;`,
/// before `&`, `)`, `]`, `}`), so the meaning never changes.
///
/// It works on bytes: every character that matters is ASCII, and a large output has tens of
/// thousands of long lines (measured: by `Character`, breaking them took 400 ms at 2,000 types).
/// Columns are counted in bytes, so a line with non-ASCII names may break a little early.
enum LineBreaker {
    static let limit = 120

    private static let space = UInt8(ascii: " ")
    private static let comma = UInt8(ascii: ",")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let openBrace = UInt8(ascii: "{")

    static func wrap(_ text: String) -> String {
        var text = text
        let wrapped = text.withUTF8 { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            // Long lines that can be broken, by byte range; a line that cannot stays, and a text
            // with none is returned as it is (the last pass over a whole file finds only those).
            // Lines are found with `memchr`: splitting the UTF-8 view was a measured share.
            var broken: [(start: Int, end: Int, pieces: [[UInt8]])] = []
            var lineStart = 0
            var previousStart = 0
            while lineStart <= buffer.count {
                let newline = lineStart < buffer.count ? memchr(base + lineStart, 0x0A, buffer.count - lineStart) : nil
                let lineEnd = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
                defer { previousStart = lineStart }
                let line = UnsafeBufferPointer(rebasing: buffer[lineStart..<lineEnd])
                if lineEnd - lineStart > limit, !isMappedLine(after: line),
                   !isMappedLine(after: UnsafeBufferPointer(rebasing: buffer[previousStart..<lineStart])) {
                    let pieces = wrapLine(Array(buffer[lineStart..<lineEnd]))
                    if pieces.count > 1 { broken.append((lineStart, lineEnd, pieces)) }
                }
                lineStart = lineEnd + 1
            }
            guard !broken.isEmpty else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(buffer.count + buffer.count / 8)
            var position = 0
            for line in broken {
                result.append(contentsOf: buffer[position..<line.start])
                for (number, piece) in line.pieces.enumerated() {
                    if number > 0 { result.append(0x0A) }
                    result.append(contentsOf: piece)
                }
                position = line.end
            }
            result.append(contentsOf: buffer[position...])
            return String(decoding: result, as: UTF8.self)
        }
        return wrapped ?? text
    }

    /// The lines of `head` + `items` joined by `, ` + `tail` at `indentation` columns, as `wrap`
    /// breaks such a line: one line when it fits or has a single item; otherwise `head`, one item
    /// per line one level deeper (each but the last with its comma), and `tail` back at
    /// `indentation`. For emitters that know a line is a list (an initializer's parameters), so
    /// that `wrap` finds none of its brackets again (measured: finding them took a fifth of
    /// generation). An item still too long is broken by `wrap` later, as it would have been here.
    static func listLines(_ head: String, _ items: [String], _ tail: String, indentation: Int) -> [String] {
        let joined = head + items.joined(separator: ", ") + tail
        guard items.count > 1, indentation + joined.utf8.count > limit else { return [joined] }
        return [head] + items.enumerated().map { "    " + $1 + ($0 < items.count - 1 ? "," : "") } + [tail]
    }

    /// `line` (with its indentation), known to be a list outside brackets (`typealias R = A & B &
    /// …`, a class's conformances and `{`), filled as `wrap` fills one, without looking for
    /// brackets first.
    static func filledLines(_ line: String) -> [String] {
        // Most fit: asked of every container's header and every resolver's typealias.
        guard line.utf8.count > limit else { return [line] }
        let bytes = Array(line.utf8)
        return fill(bytes, indentation: Array(bytes.prefix { $0 == space })).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let checkLeads = [Array("#sourceLocation(file:".utf8), Array(CompilerCheck.commentLead.utf8)]

    /// Whether `previous` (a line with its newline) is a compiler check's directive or comment.
    private static func isMappedLine(after previous: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = previous.firstIndex(where: { $0 != space }) else { return false }
        return checkLeads.contains { previous[first...].starts(with: $0) }
    }

    /// `line` broken into lines (for tests).
    static func wrapLine(_ line: String) -> [String] {
        wrapLine(Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A bracket pair of one line, by byte offsets, with the offsets of its own commas (its own
    /// `;` for a closure, and where its `in` ends).
    private struct Group {
        let open: Int
        var close: Int?
        var commas: [Int] = []
        var statements: [Int] = []
        var bodyStart: Int?
    }

    static func wrapLine(_ line: [UInt8]) -> [[UInt8]] {
        guard line.count > limit else { return [line] }
        let indentation = Array(line.prefix { $0 == space })
        let groups = bracketGroups(line)
        // The outermost group that closes on this line and has items of its own: arguments,
        // parameters, captures, or a closure's statements.
        var breakable = groups.first { $0.close != nil && (!$0.commas.isEmpty || !$0.statements.isEmpty) }
        // A list whose opening line would itself be too long, inside a closure (`slot.make = { id in
        // Long.Name(injecting: LongContainer(…)) }`): the closure's body goes on its own line first.
        if let group = breakable, group.open + 1 > limit,
           let closure = groups.last(where: { line[$0.open] == openBrace && $0.open < group.open && ($0.close ?? -1) > group.open }) {
            breakable = closure
        }
        // A list whose opening line would be too long in a call that opens early enough
        // (`self.screen = Module.Screen(injecting: ModuleScreenDependencyContainer(a, b))`): that
        // call's argument goes on a line of its own first, and the list is broken there.
        if let group = breakable, group.open + 1 > limit, line[group.open] != openBrace,
           assignment(line, before: group.open, groups: groups) == nil,
           let call = groups.last(where: { line[$0.open] == UInt8(ascii: "(") && $0.open < group.open && $0.open + 1 <= limit
               && ($0.close ?? -1) > (group.close ?? line.count) }) {
            breakable = call
        }
        // A list whose opening line would be too long after `let name: Type = `, or no list at all:
        // the value goes on a continuation line first.
        if breakable.map({ $0.open + 1 > limit && line[$0.open] != openBrace }) ?? true,
           let equals = assignment(line, before: breakable?.open ?? line.count, groups: groups) {
            let value = indentation + [space, space, space, space] + line[(equals + 3)...]
            return [Array(line[..<(equals + 2)])] + (value.count > limit ? wrapLine(value) : [value])
        }
        let pieces: [[UInt8]]
        if let group = breakable, let close = group.close, line[group.open] == openBrace, group.commas.isEmpty {
            pieces = closurePieces(line, group, close: close, indentation: indentation)
        } else if let group = breakable, let close = group.close {
            var list = [Array(line[...group.open])]
            var start = group.open + 1
            for end in group.commas + [close] {
                var item = indentation + [space, space, space, space] + trimmed(line[start..<end])
                if end != close { item.append(comma) }
                list.append(item)
                start = end + 1
            }
            list.append(indentation + line[close...])
            pieces = list
        } else if let trailing = groups.last(where: { line[$0.open] == openBrace && $0.close != nil }), let close = trailing.close,
                  !trimmed(line[(trailing.bodyStart ?? trailing.open + 1)..<close]).isEmpty {
            // A trailing closure of one statement: `f(x) { body }` → its body on a line of its own.
            pieces = closurePieces(line, trailing, close: close, indentation: indentation)
        } else if let group = labeledArgument(line, groups: groups), let close = group.close {
            // Calls nested one argument deep: `A(injecting: B(label: C<D>(x)))` → the innermost
            // labeled argument on a line of its own, and the brackets closed together.
            pieces = [Array(line[...group.open]), indentation + [space, space, space, space] + trimmed(line[(group.open + 1)..<close]),
                      indentation + line[close...]]
        } else {
            return fill(line, indentation: indentation)
        }
        // Each piece may still be too long (an argument holding a closure with its own list).
        return pieces.flatMap { $0.count > limit && $0.count < line.count ? wrapLine($0) : [$0] }
    }

    /// The innermost call of the line whose one argument is labeled (`label: value`) and whose
    /// opening bracket fits within the limit.
    private static func labeledArgument(_ line: [UInt8], groups: [Group]) -> Group? {
        groups.last { group in
            guard let close = group.close, line[group.open] == UInt8(ascii: "("), group.open + 1 <= limit else { return false }
            var index = group.open + 1
            guard index < close, ASCII.isIdentifierStart(line[index]) else { return false }
            while index < close, ASCII.isIdentifierContinue(line[index]) { index += 1 }
            return index + 1 < close && line[index] == UInt8(ascii: ":") && line[index + 1] == space
        }
    }

    /// The offset of the first ` = ` before `end` that no bracket encloses, in a `let` or `var`
    /// (a typealias's list is filled instead).
    private static func assignment(_ line: [UInt8], before end: Int, groups: [Group]) -> Int? {
        let content = line.drop { $0 == space }
        guard content.starts(with: Array("let ".utf8)) || content.starts(with: Array("var ".utf8)) else { return nil }
        var index = 0
        while index + 2 < end {
            if line[index] == space, line[index + 1] == UInt8(ascii: "="), line[index + 2] == space,
               !groups.contains(where: { $0.open < index && ($0.close ?? line.count) > index }) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `{ [weak a] in first; second }` → the header, one statement per line, `}`.
    private static func closurePieces(_ line: [UInt8], _ group: Group, close: Int, indentation: [UInt8]) -> [[UInt8]] {
        let bodyStart = group.bodyStart ?? group.open + 1
        var pieces = [withoutTrailingSpaces(line[..<bodyStart])]
        var start = bodyStart
        for end in group.statements + [close] {
            let statement = trimmed(line[start..<end])
            if !statement.isEmpty { pieces.append(indentation + [space, space, space, space] + statement) }
            start = end + 1
        }
        pieces.append(indentation + line[close...])
        return pieces
    }

    /// A list outside brackets: `A & B & C` or `X: A, B, C {`, filled to the limit.
    private static func fill(_ line: [UInt8], indentation: [UInt8]) -> [[UInt8]] {
        var breaks: [Int] = []
        var depth = 0
        var index = 0
        while index < line.count {
            let byte = line[index]
            if let change = angleChange(line, at: index, depth: depth) {
                depth += change
                index += 1
                continue
            }
            if byte == quote {
                index = endOfString(line, from: index)
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case space where depth == 0 && index + 1 < line.count && line[index + 1] == UInt8(ascii: "&"): breaks.append(index)
            case comma where depth == 0 && index + 1 < line.count && line[index + 1] == space: breaks.append(index + 1)
            default: break
            }
            index += 1
        }
        guard !breaks.isEmpty else { return [line] }
        let continuation = indentation + [space, space, space, space]
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var start = 0
        for cut in breaks + [line.count] {
            let piece = line[start..<cut]
            let prefix = lines.isEmpty ? 0 : continuation.count
            if !current.isEmpty, prefix + current.count + piece.count > limit {
                lines.append(lines.isEmpty ? current : continuation + current)
                current = Array(piece.drop { $0 == space })
            } else {
                current += piece
            }
            start = cut
        }
        lines.append(lines.isEmpty ? current : continuation + current)
        return lines.map { withoutTrailingSpaces($0[...]) }
    }

    /// Every bracket pair of the line, outermost first, with its own commas; string literals skipped.
    private static func bracketGroups(_ line: [UInt8]) -> [Group] {
        var groups: [Group] = []
        var open: [Int] = []
        var angles = 0
        var index = 0
        while index < line.count {
            if let change = angleChange(line, at: index, depth: angles) {
                angles += change
                index += 1
                continue
            }
            switch line[index] {
            case quote:
                index = endOfString(line, from: index)
                continue
            case comma where angles > 0:
                break
            case UInt8(ascii: "("), UInt8(ascii: "["), openBrace:
                open.append(groups.count)
                groups.append(Group(open: index))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let last = open.popLast() { groups[last].close = index }
            case comma:
                // A closure's commas are its statements' business: only calls, parameter and
                // capture lists are broken at theirs.
                if let last = open.last, line[groups[last].open] != openBrace { groups[last].commas.append(index) }
            case UInt8(ascii: ";"):
                if let last = open.last, line[groups[last].open] == openBrace { groups[last].statements.append(index) }
            case UInt8(ascii: "i") where index > 0 && line[index - 1] == space && index + 2 < line.count
                && line[index + 1] == UInt8(ascii: "n") && line[index + 2] == space:
                // A closure's `in`: its body starts after it.
                if let last = open.last, line[groups[last].open] == openBrace, groups[last].bodyStart == nil {
                    groups[last].bodyStart = index + 2
                }
            default:
                break
            }
            index += 1
        }
        return groups
    }

    /// +1 for a generic clause's `<` (right after a name), -1 for its `>` (not an arrow's), nil
    /// for anything else: commas between angle brackets separate generic arguments, not items.
    @inline(__always)
    private static func angleChange(_ line: [UInt8], at index: Int, depth: Int) -> Int? {
        // Asked for every byte of every long line: most are neither bracket.
        guard line[index] == UInt8(ascii: "<") || line[index] == UInt8(ascii: ">") else { return nil }
        let previous = index > 0 ? line[index - 1] : space
        let afterName = previous >= 0x80 || previous == UInt8(ascii: "_") || previous == UInt8(ascii: "?")
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(previous | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(previous)
        if line[index] == UInt8(ascii: "<"), afterName { return 1 }
        if line[index] == UInt8(ascii: ">"), depth > 0, previous != UInt8(ascii: "-") { return -1 }
        return nil
    }

    /// The index after the string literal starting at `start`, interpolations included.
    private static func endOfString(_ line: [UInt8], from start: Int) -> Int {
        var index = start + 1
        var depth = 0
        while index < line.count {
            let byte = line[index]
            if byte == backslash, index + 1 < line.count {
                if line[index + 1] == UInt8(ascii: "(") { depth += 1 }
                index += 2
                continue
            }
            if depth > 0 {
                if byte == UInt8(ascii: "(") { depth += 1 }
                if byte == UInt8(ascii: ")") { depth -= 1 }
            } else if byte == quote {
                return index + 1
            }
            index += 1
        }
        return index
    }

    // By index: dropping and reversing lazily was a twentieth of a module's generation.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard let first = bytes.firstIndex(where: { $0 != space }) else { return [] }
        return withoutTrailingSpaces(bytes[first...])
    }

    private static func withoutTrailingSpaces(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[end - 1] == space { end -= 1 }
        return Array(bytes[..<end])
    }
}
