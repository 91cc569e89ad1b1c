/// Whether checks stand under `#sourceLocation`: only when files are named by absolute path,
/// as the build passes them to the compiler.
struct SourcePaths: Sendable {
    /// The project path when names are absolute.
    let base: String?
    /// Each summarized module's project path: where a location in another module
    /// (`Profile: Profile.swift`) is.
    var moduleRoots: [String: String] = [:]

    /// The string literal naming `file` (relative to the project, or `Module: path` in another
    /// module) in `#sourceLocation`, or nil when names are relative or the module's folder is
    /// unknown: a path that does not exist must never be named.
    func literal(_ file: String) -> String? {
        guard let base else { return nil }
        let path = SourceLocation(file: file, line: 1, column: 1).absolute(from: base, moduleRoots: moduleRoots).file
        guard !path.contains(": ") || path.hasPrefix("/") else { return nil }
        var escaped = "\""
        for character in path.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped + "\""
    }
}
