/// A name or a pattern over names, as a rule writes it: `*` stands for any run of characters
/// (none included), `?` for one; anything else matches itself, case and all. `Feature*` matches
/// `FeatureHome`, `*Store` matches `ProfileStore`, `Core` only `Core`.
public struct NamePattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    private let characters: [Character]

    public init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    public var description: String { text }

    /// True when the pattern has no wildcard: it names one thing, and a misspelling of it is worth a hint.
    public var isLiteral: Bool { !characters.contains("*") && !characters.contains("?") }

    /// Linear in practice: the classic greedy match with one backtrack point, no recursion.
    public func matches(_ name: String) -> Bool {
        let name = Array(name)
        var (p, n) = (0, 0)
        var star: (pattern: Int, name: Int)?
        while n < name.count {
            if p < characters.count, characters[p] == "?" || characters[p] == name[n], characters[p] != "*" {
                p += 1
                n += 1
            } else if p < characters.count, characters[p] == "*" {
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
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }

    /// True when any of `patterns` matches `name`.
    public static func any(_ patterns: [NamePattern], match name: String) -> Bool {
        patterns.contains { $0.matches(name) }
    }
}
