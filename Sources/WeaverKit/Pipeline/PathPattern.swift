import WeaverCore
/// An input or ignored path written as a pattern, as Weaver 0.12 accepted them (`*.swift`,
/// `Sources/**/*.swift`, `App/*/Views/*.swift`). Within one path component `*` matches any run
/// of characters, `?` one character and `[abc]`, `[a-z]`, `[!a]` one of a set; a component that
/// is exactly `**` matches any number of folders, none included (0.12's glob(3) read it as `*`,
/// one folder, which is why its users wrote `*.swift` and `**/*.swift` side by side). As in a
/// shell, a name starting with `.` is matched only by a pattern component starting with `.`.
struct PathPattern: Sendable {
    /// The pattern as resolved: absolute and normalized.
    let path: String
    /// The folder the pattern starts from: its components up to the first one holding a wildcard.
    let base: String
    /// The components after `base`, consecutive `**` merged; a trailing `**` reads `**/*`.
    let components: [[UInt8]]

    static let anyFolders: [UInt8] = Array("**".utf8)

    /// True when `path` holds a wildcard, so that it is read as a pattern rather than a name.
    static func isPattern(_ path: String) -> Bool {
        path.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") }
    }

    /// `path` must be absolute and hold a wildcard.
    init(_ path: String) {
        self.path = PathResolver.normalize(path)
        var literal: [Substring] = []
        var rest: [[UInt8]] = []
        for component in self.path.split(separator: "/") {
            if rest.isEmpty, !Self.isPattern(String(component)) {
                literal.append(component)
                continue
            }
            let bytes = Array(component.utf8)
            if bytes == Self.anyFolders, rest.last == Self.anyFolders { continue }
            rest.append(bytes)
        }
        if rest.last == Self.anyFolders { rest.append([UInt8(ascii: "*")]) }
        base = "/" + literal.joined(separator: "/")
        components = rest
    }

    /// Whether the absolute, normalized `candidate` is what the pattern names.
    func matches(_ candidate: String) -> Bool {
        let prefix = base == "/" ? "/" : base + "/"
        guard candidate.hasPrefix(prefix) else { return false }
        let names = candidate.dropFirst(prefix.count).split(separator: "/").map { Array($0.utf8) }
        return matches(names[...], from: 0)
    }

    private func matches(_ names: ArraySlice<[UInt8]>, from index: Int) -> Bool {
        guard index < components.count else { return names.isEmpty }
        if components[index] == Self.anyFolders {
            // The folders `**` stands for must not be hidden; the last name is never one of them.
            var rest = names
            while true {
                if matches(rest, from: index + 1) { return true }
                guard rest.count > 1, let folder = rest.first, folder.first != UInt8(ascii: ".") else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = names.first, Self.component(components[index], matches: name) else { return false }
        return matches(names.dropFirst(), from: index + 1)
    }

    /// Whether one pattern component matches one name.
    static func component(_ pattern: [UInt8], matches name: [UInt8]) -> Bool {
        if name.first == UInt8(ascii: "."), pattern.first != UInt8(ascii: ".") { return false }
        return WildcardMatcher(pattern: pattern, name: name).matches()
    }
}
