/// Pure string path arithmetic, so that every printed path can be made relative to the project.
public enum PathResolver {
    public static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return normalize(component) }
        if base.isEmpty { return normalize(component) }
        return normalize(base + "/" + component)
    }

    /// Resolves `.` and `..` and repeated slashes; keeps the path absolute when it was.
    public static func normalize(_ path: String) -> String {
        // Most paths are normal already (splitting and joining each of a module's listed input
        // files would weigh on a small module's run).
        if hasOnlyPlainComponents(path.utf8) { return path }
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
        // The common case, a file below the project, without splitting either path (the general
        // case below, for every file, would weigh on a warm run over a large project).
        if !base.isEmpty, base != "/", path.utf8.count > base.utf8.count + 1, path.utf8.starts(with: base.utf8) {
            let rest = path.utf8.dropFirst(base.utf8.count)
            if rest.first == UInt8(ascii: "/"), base.utf8.last != UInt8(ascii: "/"), hasOnlyPlainComponents(path.utf8) {
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

    /// True when no component between slashes is empty, `.` or `..`, so the path is already
    /// normal. A byte scan: Foundation's `contains` bridges every path to UTF-16, and a warm run
    /// asks this of every path.
    private static func hasOnlyPlainComponents(_ utf8: String.UTF8View) -> Bool {
        var length = 0
        var dots = 0
        for byte in utf8.first == UInt8(ascii: "/") ? utf8.dropFirst() : utf8[...] {
            if byte == UInt8(ascii: "/") {
                if length == 0 || length == dots && dots <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return !(length == 0 || length == dots && dots <= 2)
    }

    /// Whether `path` lies below `folder` (both absolute, normalized).
    public static func isInside(_ path: String, folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
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
