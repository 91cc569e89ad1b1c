/// The files of the main output (docs/semantics.md). A file path, or a folder, gets one file. A folder with
/// `--split-output` gets `Weaver.swift` (`MainDependencyContainer` and the runtime support: what
/// every container uses and no everyday edit changes), `WeaverResolvers.swift` (the
/// per-dependency protocols and the builders' input resolvers: what a new dependency name
/// changes) and `containerFileCount` files `WeaverContainers1.swift` …, each type's resolver
/// protocol and container in the file its type path hashes to, with what calls the container's
/// initializer (its entry point, public initializer, module entry point, mock).
///
/// The Swift driver recompiles by declaration, except that a declaration added, removed or
/// changed outside a type's body recompiles every file using anything from its file. So an edit
/// of a type's dependencies, which changes only bodies (its protocol's requirements, the
/// containers' initializers), recompiles the edited file, the container files it changes and the
/// sources using the changed protocol; and a new type, which adds declarations to one container
/// file, recompiles the files using that file's declarations: the sources of the types sharing it
/// and the container files building one of its containers. Hence many small files, though not
/// one per type: the driver's planning grows with the square of a module's file count (the
/// figures behind 64 are in Benchmarks/LOG.md, 2026-11-28, 16 then 64 container files).
///
/// The count is given (`--container-files`, 64 by default), not derived from the graph: a build
/// system declares a command's outputs before it runs (the SwiftPM plugin does), and a file that
/// is sometimes written and sometimes not would be stale or missing. Each file costs a module's
/// build something even when it holds nothing, so the plugin asks for fewer in a small target
/// (Benchmarks/LOG.md, 2026-11-29, 100 modules through SwiftPM).
public enum MainOutputFiles {
    public static let maximumContainerFileCount = 64

    /// Where a file of the main output goes: `mainOutputPath` for `.main`, the others beside it.
    package static func path(of file: MainOutputFile, mainOutputPath: String) -> String {
        let folder = PathResolver.directory(of: mainOutputPath)
        switch file {
        case .main: return mainOutputPath
        case .resolvers: return PathResolver.join(folder, resolversFileName)
        case let .containers(number): return PathResolver.join(folder, fileName(ofContainers: number))
        }
    }

    static let resolversFileName = "WeaverResolvers.swift"

    static func fileName(ofContainers number: Int) -> String { "WeaverContainers\(number).swift" }

    /// The container file (0-based) a type's container goes in: a hash of its path, so that it
    /// stays in one file whatever else the graph holds (the cache's `ContentHash`: the same on
    /// every run and machine, unlike `Hasher`).
    static func file(of path: String, count: Int) -> Int {
        Int(ContentHash.of(path) % UInt64(count))
    }
}

/// One file of the main output, by what it holds; `MainOutputFiles.path(of:options:)` says where
/// it goes, so a text is never matched with its path by its position in a list.
public enum MainOutputFile: Hashable, Sendable {
    /// `Weaver.swift` (or the path given): the entry points and the runtime support; everything
    /// when the output is one file.
    case main
    /// `WeaverResolvers.swift`: the per-dependency protocols and the builders' input resolvers.
    case resolvers
    /// `WeaverContainers<n>.swift`, 1-based: the containers whose type paths hash to it.
    case containers(Int)
}
