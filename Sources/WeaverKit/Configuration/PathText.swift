import WeaverCore
/// docs/commands.md: a path holding a NUL or a line break is a usage error. The system would cut a path at
/// its NUL (opening another file than the one named), and a line break splits the one-path-a-line
/// lists that build systems read. Names given with paths (module, platform) are held to the same.
public enum PathText {
    /// What is wrong with `value`, or nil.
    public static func problem(with value: String) -> String? {
        for byte in value.utf8 {
            if byte == 0 { return "'\(value.debugDescriptionContents)' holds a NUL character, which no path or name may hold" }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return "'\(value.debugDescriptionContents)' holds a line break, which no path or name may hold"
            }
        }
        return nil
    }
}

extension String {
    /// The text as a Swift string literal shows it, without the quotes: control characters escaped.
    var debugDescriptionContents: String { String(debugDescription.dropFirst().dropLast()) }
}
