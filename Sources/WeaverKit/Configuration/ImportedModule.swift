import WeaverCore
/// `--import-module Name=folder`: the summary of a module this run imports, made in the same run
/// from that module's sources, as the build-tool plugin asks for each annotated target a target
/// depends on (docs/build-systems.md): SwiftPM lets a plugin command run one tool, and a summary written by a
/// command of its own would be taken for a resource of the target.
///
/// Each module is linked as `weaver swift --module-name Name` would link it, with the summaries of
/// the modules listed before it that it imports, directly or through them (its `import`
/// statements say which: a module reads only what it can name, as a build system's action reads
/// its import tree's summaries), and its summary is written next to the cache (rewritten only
/// when its bytes change). Its own problems are its own run's to report; here it only describes.
/// Giving each one every earlier summary made a run importing n modules read n²/2 summaries: at
/// 3,000 modules, the root's run read 4.5 million.
public struct ImportedModule: Sendable, Equatable {
    public var name: String
    /// Absolute: the module's folder, scanned as its own run's project path.
    public var folder: String

    public init(name: String, folder: String) {
        self.name = name
        self.folder = folder
    }
}
