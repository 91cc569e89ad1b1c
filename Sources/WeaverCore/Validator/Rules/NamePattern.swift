/// A name or a pattern over names, as a rule writes it: `*` stands for any run of characters
/// (none included), `?` for one; anything else matches itself, case and all. `Feature*` matches
/// `FeatureHome`, `*Store` matches `ProfileStore`, `Core` only `Core`.
///
/// Matched on UTF-8 bytes: a rule is asked of every type name of a run (50 rules of 6,000 names
/// on every build), so `mark(_:of:in:)` takes one pattern over all the names at once, with the
/// pattern's bytes borrowed once and no string or character made. `?` takes one Unicode scalar.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The common shapes, decided once, so that most names need one comparison or two.
    private enum Shape: Sendable, Hashable {
        case everything
        /// No wildcard: the whole name.
        case literal
        /// `Feature*`.
        case prefix
        /// `*Store`.
        case suffix
        /// `*Service*`.
        case infix
        /// `Orde*Service`: `split` bytes before the star, the rest after.
        case prefixSuffix(split: Int)
        /// Anything else: the greedy match with one backtrack point.
        case general
    }

    public let text: String
    private let shape: Shape
    /// The bytes the shape compares: the text without its stars, or all of it for `general`.
    private let bytes: [UInt8]

    public init(_ text: String) {
        self.text = text
        let utf8 = Array(text.utf8)
        let star = UInt8(ascii: "*")
        let stars = utf8.filter { $0 == star }.count
        let body = utf8.filter { $0 != star }
        if utf8.contains(UInt8(ascii: "?")) {
            (shape, bytes) = (.general, utf8)
        } else if stars == 0 {
            (shape, bytes) = (.literal, body)
        } else if body.isEmpty {
            (shape, bytes) = (.everything, [])
        } else if stars == 1, utf8.last == star {
            (shape, bytes) = (.prefix, body)
        } else if stars == 1, utf8.first == star {
            (shape, bytes) = (.suffix, body)
        } else if stars == 1, let split = utf8.firstIndex(of: star) {
            (shape, bytes) = (.prefixSuffix(split: split), body)
        } else if stars == 2, utf8.first == star, utf8.last == star {
            (shape, bytes) = (.infix, body)
        } else {
            (shape, bytes) = (.general, utf8)
        }
    }

    public var description: String { text }

    /// True when the pattern has no wildcard: it names one thing, and a misspelling of it is worth a hint.
    public var isLiteral: Bool { shape == .literal }

    public func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in bytes.withUnsafeBufferPointer { matches(name, pattern: $0) } }
    }

    /// Sets `flags[i]` for each name `i` the pattern matches: the names are `ranges` of `names`.
    public func mark(_ ranges: [Range<Int>], of names: UnsafeBufferPointer<UInt8>, in flags: inout [Bool]) {
        if shape == .everything {
            for index in flags.indices { flags[index] = true }
            return
        }
        bytes.withUnsafeBufferPointer { pattern in
            for (index, range) in ranges.enumerated() where !flags[index] {
                if matches(UnsafeBufferPointer(rebasing: names[range]), pattern: pattern) { flags[index] = true }
            }
        }
    }

    private func matches(_ name: UnsafeBufferPointer<UInt8>, pattern: UnsafeBufferPointer<UInt8>) -> Bool {
        switch shape {
        case .everything:
            return true
        case .literal:
            return name.count == pattern.count && Self.equal(name, from: 0, pattern, 0..<pattern.count)
        case .prefix:
            return name.count >= pattern.count && Self.equal(name, from: 0, pattern, 0..<pattern.count)
        case .suffix:
            return name.count >= pattern.count && Self.equal(name, from: name.count - pattern.count, pattern, 0..<pattern.count)
        case .prefixSuffix(let split):
            return name.count >= pattern.count && Self.equal(name, from: 0, pattern, 0..<split)
                && Self.equal(name, from: name.count - (pattern.count - split), pattern, split..<pattern.count)
        case .infix:
            guard name.count >= pattern.count else { return false }
            let first = pattern[0]
            for start in 0...(name.count - pattern.count) where name[start] == first && Self.equal(name, from: start, pattern, 0..<pattern.count) {
                return true
            }
            return false
        case .general:
            return Self.matches(pattern, name)
        }
    }

    private static func equal(_ name: UnsafeBufferPointer<UInt8>, from start: Int, _ pattern: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var offset = start
        for index in range {
            if name[offset] != pattern[index] { return false }
            offset += 1
        }
        return true
    }

    /// The classic greedy match with one backtrack point: no recursion, at most pattern × name steps.
    /// `?` and a star's retry step over a whole scalar, so no match starts inside one.
    private static func matches(_ pattern: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let (star, question) = (UInt8(ascii: "*"), UInt8(ascii: "?"))
        func scalarEnd(_ start: Int) -> Int {
            var end = start + 1
            while end < name.count, name[end] & 0xC0 == 0x80 { end += 1 }
            return end
        }
        var (p, n) = (0, 0)
        var backtrack: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == question {
                p += 1
                n = scalarEnd(n)
            } else if p < pattern.count, pattern[p] != star, pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == star {
                backtrack = (p, n)
                p += 1
            } else if let last = backtrack {
                let next = scalarEnd(last.name)
                (p, n) = (last.pattern + 1, next)
                backtrack = (last.pattern, next)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    /// True when any of `patterns` matches `name`.
    public static func any(_ patterns: [NamePattern], match name: String) -> Bool {
        patterns.contains { $0.matches(name) }
    }
}
