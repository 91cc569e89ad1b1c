/// "Did you mean …?" candidates by edit distance.
public enum Suggestion {
    /// Longer words get no suggestion: no name is that long, and the search must stay cheap
    /// whatever a user or a script passes (`weaver why` with a 100,000-character name).
    static let longestWord = 256

    /// The candidate closest to `word`, when it is close enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let wanted = Array(word.lowercased().utf8)
        guard wanted.count <= longestWord else { return nil }
        let limit = max(1, word.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let bound = min(limit, (best?.1 ?? Int.max) - 1)
            // The length difference alone is a lower bound of the distance.
            guard bound >= 0, abs(candidate.utf8.count - wanted.count) <= bound else { continue }
            if let distance = editDistance(wanted, Array(candidate.lowercased().utf8), atMost: bound) { best = (candidate, distance) }
        }
        return best?.0
    }

    package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        editDistance(Array(lhs.utf8), Array(rhs.utf8), atMost: Int.max - 1)!
    }

    /// The edit distance, or nil as soon as it must exceed `bound` (every cell of a row does).
    static func editDistance(_ left: [UInt8], _ right: [UInt8], atMost bound: Int) -> Int? {
        var previous = Array(0...right.count)
        var current = previous
        for (i, leftByte) in left.enumerated() {
            current[0] = i + 1
            var rowMinimum = current[0]
            for (j, rightByte) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftByte == rightByte ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j + 1])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        return previous[right.count] <= bound ? previous[right.count] : nil
    }
}
