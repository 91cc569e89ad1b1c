import WeaverCore
/// The "did you mean" hint for a misspelled configuration key, flag or command, measured with
/// `Suggestion.editDistance`. The vocabularies here are short, so a slightly wider limit than
/// `Suggestion.closest` uses still gives no false hints, and it catches `swfit` for `swift`.
public enum ClosestMatch {
    /// The candidate nearest to `word`, when near enough to be a likely typo.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        // Longer words are junk rather than typos, and the distance is quadratic.
        guard !word.isEmpty, word.count <= 64 else { return nil }
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = Suggestion.editDistance(word, candidate)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let best { return best.candidate }
        // `--recursive` for `--recursive-off`: a prefix is a likely abbreviation too.
        return word.count >= 4 ? candidates.first { $0.hasPrefix(word) } : nil
    }

    /// `"; did you mean 'x'?"`, or nothing.
    public static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
