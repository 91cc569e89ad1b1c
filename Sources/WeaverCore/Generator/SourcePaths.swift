/// Whether checks stand under `#sourceLocation`: only when files are named by absolute path,
/// as the build passes them to the compiler.
struct SourcePaths: Sendable {
    /// The project path when names are absolute.
    let base: String?

    /// The string literal naming `file` (relative to the project) in `#sourceLocation`, or nil
    /// when names are relative or the file is another module's (`Profile: Profile.swift`): every
    /// check is at a line of the run's own sources (another module's element is checked in its own
    /// module, `CompilerCheck.contributions`), and a path that does not exist must never be named.
    func literal(_ file: String) -> String? {
        guard let base else { return nil }
        let path = SourceLocation(file: file, line: 1, column: 1).absolute(from: base).file
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
