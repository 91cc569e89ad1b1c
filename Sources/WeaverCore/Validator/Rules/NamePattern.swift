/// A name or a pattern over names, as a rule writes it: `*` stands for any run of characters
/// (none included), `?` for one; anything else matches itself, case and all. `Feature*` matches
/// `FeatureHome`, `*Store` matches `ProfileStore`, `Core` only `Core`.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The common shapes, matched on UTF-8 bytes without scanning for wildcards (a rule is asked
    /// of every type name of a run: 50 rules of 6,000 names on every build).
    private enum Shape: Sendable, Hashable {
        case everything
        case literal([UInt8])
        case prefix([UInt8])
        case suffix([UInt8])
        case infix([UInt8])
        case general([Character])
    }

    public let text: String
    private let shape: Shape

    public init(_ text: String) {
        self.text = text
        let stars = text.filter { $0 == "*" }.count
        let body = Array(text.filter { $0 != "*" }.utf8)
        if text.contains("?") {
            shape = .general(Array(text))
        } else if stars == 0 {
            shape = .literal(body)
        } else if body.isEmpty {
            shape = .everything
        } else if stars == 1, text.hasSuffix("*") {
            shape = .prefix(body)
        } else if stars == 1, text.hasPrefix("*") {
            shape = .suffix(body)
        } else if stars == 2, text.hasPrefix("*"), text.hasSuffix("*") {
            shape = .infix(body)
        } else {
            shape = .general(Array(text))
        }
    }

    public var description: String { text }

    /// True when the pattern has no wildcard: it names one thing, and a misspelling of it is worth a hint.
    public var isLiteral: Bool {
        if case .literal = shape { return true }
        return false
    }

    public func matches(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { matches($0) }
    }

    /// `matches(_:)` of a name's UTF-8 bytes.
    public func matches(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        switch shape {
        case .everything:
            return true
        case .literal(let bytes):
            return name.count == bytes.count && Self.equal(name, from: 0, bytes)
        case .prefix(let bytes):
            return name.count >= bytes.count && Self.equal(name, from: 0, bytes)
        case .suffix(let bytes):
            return name.count >= bytes.count && Self.equal(name, from: name.count - bytes.count, bytes)
        case .infix(let bytes):
            guard name.count >= bytes.count else { return false }
            for start in 0...(name.count - bytes.count) where Self.equal(name, from: start, bytes) { return true }
            return false
        case .general(let characters):
            return Self.matches(characters, Array(String(decoding: name, as: UTF8.self)))
        }
    }

    private static func equal(_ name: UnsafeBufferPointer<UInt8>, from start: Int, _ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if name[start + index] != bytes[index] { return false }
            index += 1
        }
        return true
    }

    /// The classic greedy match with one backtrack point: no recursion, at most pattern × name steps.
    private static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        var (p, n) = (0, 0)
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] != "*", pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    /// True when any of `patterns` matches `name`.
    public static func any(_ patterns: [NamePattern], match name: String) -> Bool {
        patterns.contains { $0.matches(name) }
    }

    /// True when any of `patterns` matches the name's bytes.
    public static func any(_ patterns: [NamePattern], match name: UnsafeBufferPointer<UInt8>) -> Bool {
        for pattern in patterns where pattern.matches(name) { return true }
        return false
    }
}
