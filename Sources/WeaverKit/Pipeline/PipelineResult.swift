import WeaverCore
/// The outcome of one run: what the command-line target prints and the exit status it returns.
public struct PipelineResult: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var filesScanned = 0
    public var filesParsed = 0
    public var annotatedTypes = 0
    /// Project-relative paths of the files this run wrote.
    public var writtenFiles: [String] = []
    public var graph: DependencyGraph?
    /// `--budget`'s file as the run read it, for `weaver cost` to print beside each root.
    public var launchBudget: LaunchBudget?
    /// Per project rule (`WeaverOptions.projectRules`), how many places it judged, for `weaver rules`.
    public var ruleMatches: [Int] = []
    /// True when nothing changed since the last run and its results were reused as they were.
    public var usedFastPath = false
    /// Folders walked, and how many of them were not listed again because the cache's listing
    /// of them still held, for `--verbose`.
    public var foldersWalked = 0
    public var foldersReused = 0
    /// Notes about the cache (ignored, rebuilt, not writable), for `--verbose`.
    public var cacheNotes: [String] = []
    /// With `--absolute-paths`: each summarized module's project path, absolute, to print its
    /// locations as paths an editor opens.
    public var moduleRoots: [String: String] = [:]
    /// Per-phase wall-clock seconds, for `--verbose`.
    public var timings: [(phase: String, seconds: Double)] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
