/// The files of the main output (SPEC §7). A file path, or a folder, gets one file. A folder with
/// `--split-output` gets `Weaver.swift` (`MainDependencyContainer`, resolvers, input containers,
/// support) and the containers spread over `containerFileCount` files, `WeaverContainers1.swift`
/// …, each container in the file its type path hashes to, with what calls its initializer (its
/// entry point, public initializer, module entry point): SwiftPM, Xcode and Bazel type-check the
/// files in parallel, and an edit rewrites only the files whose containers changed, so only those
/// (and the sources that use what changed) are compiled again.
///
/// The count is fixed, not derived from the graph: a build system declares a command's outputs
/// before it runs (the SwiftPM plugin does), and a file that is sometimes written and sometimes
/// not would be stale or missing.
public enum MainOutputFiles {
    static let containerFileCount = 8

    /// How many files the containers go in for these options.
    static func containerFileCount(of options: WeaverOptions) -> Int {
        options.mainOutputIsFolder && options.splitOutput && !options.singleOutput ? containerFileCount : 1
    }

    /// Every path of the main output: `mainOutputPath` first.
    public static func paths(of options: WeaverOptions) -> [String] {
        let count = containerFileCount(of: options)
        guard count > 1 else { return [options.mainOutputPath] }
        let folder = PathResolver.directory(of: options.mainOutputPath)
        return [options.mainOutputPath] + (1...count).map { PathResolver.join(folder, fileName(ofContainers: $0)) }
    }

    static func fileName(ofContainers number: Int) -> String { "WeaverContainers\(number).swift" }

    /// The container file (0-based) a type's container goes in: a hash of its path, so that it
    /// stays in one file whatever else the graph holds (the cache's `ContentHash`: the same on
    /// every run and machine, unlike `Hasher`).
    static func file(of path: String, count: Int) -> Int {
        Int(ContentHash.of(path) % UInt64(count))
    }
}
