extension String {
    /// The string without leading and trailing characters from `set`.
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        guard let first = firstIndex(where: { !characters.contains($0) }) else { return "" }
        let last = lastIndex(where: { !characters.contains($0) })!
        return String(self[first...last])
    }

    /// Without leading and trailing spaces, tabs and line breaks. Works on the UTF-8 bytes (the
    /// four are ASCII, so no character is split) and returns `self` when there is nothing to trim:
    /// the parser calls it on every annotation's pieces.
    public var trimmedWhitespace: String {
        let utf8 = self.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, ASCII.isWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, ASCII.isWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == utf8.startIndex, end == utf8.endIndex { return self }
        return String(self[start..<end])
    }

    func trimmingBackticks() -> String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
