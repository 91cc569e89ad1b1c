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
    /// docs/modules.md): relative to that module's project, not to this one.
    public var isInAnotherModule: Bool { file.contains(": ") }

    /// The location with its project-relative path made absolute against `projectPath`, and one
    /// in another module (`Networking: Sources/…`) against that module's project path in
    /// `moduleRoots`; left as it is when that module's root is unknown.
    public func absolute(from projectPath: String, moduleRoots: [String: String] = [:]) -> SourceLocation {
        guard isInAnotherModule else { return SourceLocation(file: PathResolver.join(projectPath, file), line: line, column: column) }
        let parts = file.split(separator: ": ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let root = moduleRoots[parts[0]] else { return self }
        return SourceLocation(file: PathResolver.join(root, parts[1]), line: line, column: column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
