import WeaverCore
/// Matches one path component against one component of a `PathPattern`: `*`, `?` and bracket
/// sets (`[abc]`, `[a-z]`, `[!a]` or `[^a]`), byte by byte. A `[` without its `]` is a plain
/// character. Linear in practice: on a mismatch only the last `*` is retried, one byte further.
struct WildcardMatcher {
    let pattern: [UInt8]
    let name: [UInt8]

    func matches() -> Bool {
        var p = 0
        var n = 0
        var lastStar: (pattern: Int, name: Int)?
        while n < name.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                lastStar = (p, n)
                p += 1
                continue
            }
            if p < pattern.count, let next = step(at: p, matching: name[n]) {
                p = next
                n += 1
                continue
            }
            guard let star = lastStar else { return false }
            lastStar = (star.pattern, star.name + 1)
            p = star.pattern + 1
            n = star.name + 1
        }
        while p < pattern.count, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }

    /// The pattern index after the element at `index` when it matches `byte`, else nil.
    private func step(at index: Int, matching byte: UInt8) -> Int? {
        switch pattern[index] {
        case UInt8(ascii: "?"):
            return index + 1
        case UInt8(ascii: "["):
            guard let (end, contains) = set(at: index, holding: byte) else {
                return byte == UInt8(ascii: "[") ? index + 1 : nil
            }
            return contains ? end : nil
        case let literal:
            return literal == byte ? index + 1 : nil
        }
    }

    /// For the set opening at `index`: the index after its `]` and whether it holds `byte`; nil
    /// when it is never closed.
    private func set(at index: Int, holding byte: UInt8) -> (end: Int, contains: Bool)? {
        var i = index + 1
        let negated = i < pattern.count && (pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^"))
        if negated { i += 1 }
        var found = false
        var first = true
        // A `]` first in the set is one of its members, as in glob(3).
        while i < pattern.count, pattern[i] != UInt8(ascii: "]") || first {
            first = false
            let low = pattern[i]
            if i + 2 < pattern.count, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                found = found || (low...max(low, pattern[i + 2])).contains(byte)
                i += 3
            } else {
                found = found || low == byte
                i += 1
            }
        }
        guard i < pattern.count else { return nil }
        return (i + 1, found != negated)
    }
}
