/// One input file: its path as printed (relative to the project) and its UTF-8 bytes, with line
/// breaks made LF and a byte-order mark made spaces (`SourceText`), lines and columns unchanged.
public struct SourceFile: Sendable {
    /// Path relative to the project path, as every diagnostic prints it.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = SourceText.normalized(bytes)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of a byte range, decoding invalid UTF-8 as replacement characters.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
