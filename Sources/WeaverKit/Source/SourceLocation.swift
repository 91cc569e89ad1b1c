/// A position in a source file: 1-based line, 1-based column counted in UTF-8 bytes (as swiftc).
public struct SourceLocation: Sendable, Hashable, Comparable {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A place in another module's files, named with its module (`Core: Sources/Core/APIClient.swift`,
    /// SPEC §11): relative to that module's project, not to this one.
    public var isInAnotherModule: Bool { file.contains(": ") }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
