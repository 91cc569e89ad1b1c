import WeaverCore
/// Writes `weaver explore`'s page (docs/explore.md) as every output is written (`OutputWriter`:
/// whole or not at all, and only when its bytes change), and only over a page it wrote
/// (`GeneratedFile`): a file of the user's at the path is left as it is.
public enum ExplorerPageOutput {
    /// True when the page was written, false when it already held these bytes.
    public static func write(_ html: String, to path: String, projectPath: String) throws(PipelineError) -> Bool {
        let shown = PathResolver.relative(path, to: projectPath)
        switch FileSystem.kind(of: path) {
        case nil: break
        case .directory?:
            throw PipelineError(.error(.io, "'\(shown)' is a folder: give --output-path a file's path (weaver-graph.html)", at: nil))
        default:
            guard GeneratedFile.isOurs(path, as: .explorerPage) else {
                throw PipelineError(.error(.io, "'\(shown)' exists and was not written by 'weaver explore': it is left as it is; choose another --output-path",
                                           at: nil))
            }
        }
        return try OutputWriter.write(html, to: path, projectPath: projectPath)
    }
}
