/// Whether checks stand under `#sourceLocation`: only when files are named by absolute path,
/// as the build passes them to the compiler.
struct SourcePaths: Sendable {
    /// The project path when names are absolute.
    let base: String?

    /// The string literal naming `file` (relative to the project) in `#sourceLocation`, or nil
    /// when names are relative.
    func literal(_ file: String) -> String? {
        guard let base else { return nil }
        let path = PathResolver.join(base, file)
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
