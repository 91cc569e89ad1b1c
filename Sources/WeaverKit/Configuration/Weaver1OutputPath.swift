import WeaverCore
/// Weaver 1.0 to 1.1.3 read an output path given on the command line against the current
/// folder, not the project path (1.1.4 changed it). A build phase written for them, run from
/// `$PROJECT_DIR` with `--project-path $PROJECT_DIR/$PROJECT_NAME`, makes weaver write a new file
/// in a new folder and exit 0, while Xcode goes on compiling the old output: this recognises that
/// case so that it is said, not silently built around.
public enum Weaver1OutputPath {
    /// The output flag as typed and what it resolved to.
    public struct Given: Sendable {
        public let flag: String
        public let typed: String
        /// Absolute: where weaver will write.
        public let resolved: String
        /// `Weaver.swift` or `WeaverTests.swift`, appended to a folder argument.
        public let defaultName: String

        public init(flag: String, typed: String, resolved: String, defaultName: String) {
            self.flag = flag
            self.typed = typed
            self.resolved = resolved
            self.defaultName = defaultName
        }
    }

    /// A warning when the output's folder does not exist yet and the same argument, read against
    /// `currentDirectory` as 1.0 read it, names a file a Weaver 1.x (or weaver) run wrote.
    public static func warning(for given: Given, currentDirectory: String, projectPath: String) -> Diagnostic? {
        guard !given.typed.hasPrefix("/"), FileSystem.kind(of: PathResolver.directory(of: given.resolved)) == nil else { return nil }
        let legacy = PathResolver.outputFile(given.typed, relativeTo: currentDirectory, defaultName: given.defaultName)
        guard legacy != given.resolved, FileSystem.kind(of: legacy) == .file, GeneratedHeader.startsFile(legacy) else { return nil }
        let new = PathResolver.relative(given.resolved, to: projectPath)
        let old = PathResolver.relative(legacy, to: projectPath)
        return .warning(.configuration,
                        "'\(given.flag) \(given.typed)' resolves against the project path: weaver writes '\(new)', in a folder that "
                            + "does not exist yet, but Weaver 1.0 to 1.1.3 read it against the current folder and wrote '\(old)', "
                            + "which your project may still compile; to keep updating that file, write '\(given.flag) \(old)'",
                        at: nil)
    }
}
