/// Pure string path arithmetic, so that every printed path can be made relative to the project.
public enum PathResolver {
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return normalize(component) }
        if base.isEmpty { return normalize(component) }
        return normalize(base + "/" + component)
    }

    /// Resolves `.` and `..` and repeated slashes; keeps the path absolute when it was.
    public static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` relative to the folder `base` (both absolute), with `../` when outside it.
    public static func relative(_ path: String, to base: String) -> String {
        // The common case, a file below the project, without splitting either path (measured:
        // the general case below was a visible part of a warm run over 10,000 files).
        if !base.isEmpty, base != "/", path.hasPrefix(base), path.utf8.count > base.utf8.count + 1 {
            let rest = path.utf8.dropFirst(base.utf8.count)
            if rest.first == UInt8(ascii: "/"), !path.contains("/./"), !path.contains("/../"), !path.contains("//"), !base.hasSuffix("/") {
                return String(decoding: rest.dropFirst(), as: UTF8.self)
            }
        }
        let target = normalize(path).split(separator: "/")
        let origin = normalize(base).split(separator: "/")
        var common = 0
        while common < target.count, common < origin.count, target[common] == origin[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: origin.count - common)
        let rest = target[common...].map(String.init)
        let result = (ups + rest).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// The folder part of a path.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Resolves an output argument: a path ending in `.swift` is a file, any other a folder holding `defaultName`.
    public static func outputFile(_ argument: String, relativeTo base: String, defaultName: String) -> String {
        let absolute = join(base, argument)
        return absolute.hasSuffix(".swift") ? absolute : join(absolute, defaultName)
    }
}
