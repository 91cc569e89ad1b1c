import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit
import WeaverCore

/// One workspace folder's project kept in memory between an editor's requests (docs/editors.md): the
/// options `weaver swift` would run with, every input file's parse result keyed by its content
/// hash, the imported modules' summaries, and the last graph. A change re-parses the one file it
/// touches, then links and validates again, so a refresh costs a link, not a run.
///
/// Files the editor has open are read from their buffers (unsaved text counts); the others from
/// the disk, again only when the editor says they changed (`workspace/didChangeWatchedFiles`,
/// `didSave`, `didClose`).
final class WarmProject {
    /// What one analysis found.
    struct Analysis {
        let graph: DependencyGraph?
        /// With absolute paths (`Diagnostic.withAbsolutePaths`), as an editor opens them.
        let diagnostics: [Diagnostic]
    }

    /// One input file. Its bytes are kept only when it mentions weaver: the navigation and the
    /// diagnostics' columns read them, and a 10,000-file project holds few such files.
    struct File {
        let relativePath: String
        var hash: UInt64
        var syntax: FileSyntax?
        var bytes: [UInt8]?
    }

    /// Absolute: the project path (a target's folder in a SwiftPM package).
    let folder: String
    /// The editor's workspace folder it comes from (`folder`, or the package holding the target).
    let workspaceFolder: String
    /// What the build gives this module's run beyond the configuration (`SwiftPackageLayout`):
    /// empty for a folder that configures itself.
    let buildFlags: [String]
    /// A SwiftPM target's summary, kept in memory for the targets depending on it.
    private let declaredSummaryPath: String?
    /// False for a target analysed only for its summary (`SwiftPackageLayout.Module.summaryOnly`):
    /// the build reports nothing of it, and neither does the editor.
    let reportsDiagnostics: Bool
    private(set) var options: WeaverOptions?
    /// Why the options could not be read: diagnostics at the configuration file.
    private(set) var configurationProblems: [Diagnostic] = []
    private(set) var files: [String: File] = [:]
    /// The input files' absolute paths, in the order a run links them.
    private var order: [String] = []
    /// What the linker reads from the files' declarations and imports, kept while no edit changes
    /// those (`LinkContext.isUnchanged`); nil when it must be made again.
    private(set) var linkContext: LinkContext?
    /// The paths (as parsed) of the files whose syntax changed since the last link; nil when the
    /// list of parsed files changed too.
    private var changedSinceLink: Set<String>? = []
    /// The parse results in `order`, without the files that mention no weaver, and where each
    /// file's is: an edit replaces one in place instead of gathering ten thousand again.
    private var linked: (syntaxes: [FileSyntax], index: [String: Int])?
    private(set) var summaries: [ModuleSummary]?
    /// The imported summaries' paths and bytes, and the other modules' type names this project
    /// registered and the collections it linked, when `summaries` were made: a summary keeps only
    /// the records of the types a run registers and the contributions to the collections it
    /// links, so an edit that changes either makes them again from these bytes.
    private var summaryInputs: (paths: [String], contents: [[UInt8]?], registered: Set<String>, collections: Set<String>?)?
    private var moduleRoots: [String: String] = [:]
    private var discoveryWarnings: [Diagnostic] = []
    private var listedAbsent = Set<String>()
    private(set) var lastAnalysis: Analysis?
    /// Set by every change; cleared by `analyze`.
    private(set) var isStale = true
    /// The last analysis's phases, in seconds, for `weaver lsp --verbose`.
    private(set) var timings: [(phase: String, seconds: Double)] = []

    /// A workspace folder configured by itself.
    init(folder: String) {
        (self.folder, workspaceFolder, buildFlags, declaredSummaryPath, reportsDiagnostics) = (folder, folder, [], nil, true)
    }

    /// A module of a SwiftPM package, configured as the plugin configures its run.
    init(module: SwiftPackageLayout.Module, package: String) {
        (folder, workspaceFolder, buildFlags, declaredSummaryPath) = (module.folder, package, module.flags, module.summaryPath)
        reportsDiagnostics = !module.summaryOnly
    }

    /// Reads the configuration (through `configure`, as `weaver swift` reads it, with
    /// `buildFlags`) and every input file again; `overlay` gives the open buffers.
    func reload(configure: (String, [String]) -> ProjectConfiguration, overlay: [String: [UInt8]]) {
        (files, order, summaries, discoveryWarnings, listedAbsent, isStale, summaryBytes) = ([:], [], nil, [], [], true, nil)
        (linkContext, linked) = (nil, nil)
        switch configure(folder, buildFlags) {
        case let .options(options):
            self.options = options
            configurationProblems = []
            discover(overlay: overlay)
        case let .problems(problems):
            options = nil
            configurationProblems = problems
        }
    }

    /// Lists the inputs again (a file was created or deleted), keeping the parse results of the files still there.
    func discover(overlay: [String: [UInt8]]) {
        guard let options else { return }
        (isStale, linkContext, linked) = (true, nil, nil)
        let outputs = MainOutputFiles.paths(of: options) + (options.tests ? [options.testsOutputPath] : [])
        let discovery: FileDiscovery.Discovery
        do {
            discovery = try FileDiscovery.discover(options: options, excluding: Set(outputs.map(PathResolver.normalize)))
        } catch {
            configurationProblems = [error.diagnostic]
            (files, order) = ([:], [])
            return
        }
        discoveryWarnings = discovery.warnings
        order = discovery.files.map(\.path)
        let known = files
        var kept: [String: File] = [:]
        var toRead: [(path: String, relative: String)] = []
        for file in discovery.files {
            if let existing = known[file.path] { kept[file.path] = existing } else { toRead.append((file.path, file.relativePath)) }
        }
        let platform = options.platform
        let read = ConcurrentMap.map(toRead) { item -> File? in
            guard let bytes = overlay[item.path] ?? FileSystem.contents(of: item.path)?.bytes else { return nil }
            return Self.file(item.relative, bytes: bytes, hash: ContentHash.of(bytes), platform: platform)
        }
        for (item, file) in zip(toRead, read) { kept[item.path] = file }
        files = kept
    }

    /// The file at `path` now holds `bytes` (nil: read it from the disk). True when it is an input
    /// of this project; its parse result is made again only when its bytes changed.
    @discardableResult
    func update(_ path: String, bytes given: [UInt8]?) -> Bool {
        guard let options, let existing = files[path] else { return false }
        guard let bytes = given ?? FileSystem.contents(of: path)?.bytes else { return true }
        let hash = ContentHash.of(bytes)
        guard hash != existing.hash else { return true }
        let updated = Self.file(existing.relativePath, bytes: bytes, hash: hash, platform: options.platform)
        // An edit that leaves the parse result as it was (inside a function body) changes nothing.
        if updated.syntax != existing.syntax {
            isStale = true
            changedSinceLink?.insert(existing.relativePath)
        }
        if !LinkContext.isUnchanged(by: existing.syntax, becoming: updated.syntax) { linkContext = nil }
        if let place = linked?.index[path], let syntax = updated.syntax {
            linked?.syntaxes[place] = syntax
        } else if existing.syntax != nil || updated.syntax != nil {
            (linked, changedSinceLink) = (nil, nil)
        }
        files[path] = updated
        return true
    }

    /// Whether `path` is inside this project's folder.
    func owns(_ path: String) -> Bool {
        files[path] != nil || PathResolver.isInside(path, folder: folder)
    }

    /// Whether a listing of the inputs already looked for `path` (and left it out): listing again
    /// for every keystroke in a file that is not an input would cost a folder walk each.
    func hasListed(_ path: String) -> Bool {
        !listedAbsent.insert(path).inserted
    }

    /// Whether the project imports other modules (`--import-module`, `--module-summary`).
    var importsModules: Bool {
        options.map { !$0.importedModules.isEmpty || !$0.moduleSummaries.isEmpty } ?? false
    }

    /// The imported modules' summaries are made again at the next analysis (a file of another
    /// module was saved).
    func forgetSummaries() {
        (summaries, summaryInputs) = (nil, nil)
        isStale = true
    }

    /// With `module_name` and `summary_output_path`: the summary `weaver swift` would write there,
    /// made from the last analysis without errors. Another workspace folder that imports the
    /// module reads it instead of the file, so an edit here reaches it before any build (docs/modules.md).
    private(set) var summaryBytes: [UInt8]?

    /// Where this project's summary goes, normalized; nil when it writes none.
    var summaryPath: String? {
        if let declaredSummaryPath { return declaredSummaryPath }
        guard let options, options.moduleName != nil, let path = options.summaryOutputPath else { return nil }
        return PathResolver.normalize(path)
    }

    /// The summaries this project reads, normalized as `summaryPath` is.
    var importedSummaryPaths: [String] {
        options?.moduleSummaries.map(PathResolver.normalize) ?? []
    }

    /// Links and validates the current parse results (summarizing imported modules first when
    /// needed, reading `summaries` — other folders' summaries by path — before the disk's);
    /// `isCancelled` is asked between the stages, and a cancelled analysis returns nil.
    func analyze(summaries provided: [String: [UInt8]] = [:], isCancelled: () -> Bool = { false }) -> Analysis? {
        guard let options else {
            let analysis = Analysis(graph: nil, diagnostics: configurationProblems)
            (lastAnalysis, isStale) = (analysis, false)
            return analysis
        }
        let syntaxes = linkedSyntaxes()
        if let inputs = summaryInputs, summaries != nil, !inputs.paths.isEmpty {
            let registered = ExternalTypes.registeredTypeNames(in: syntaxes)
            let collections = ExternalTypes.linkedCollections(in: syntaxes, seesWholeApp: LinkOptions(options).seesWholeApp)
            if registered != inputs.registered || collections != inputs.collections { summaries = nil }
        }
        if summaries == nil {
            do {
                summaries = try loadSummaries(options, syntaxes: syntaxes, provided: provided)
            } catch {
                let analysis = Analysis(graph: nil, diagnostics: configurationProblems + [error.diagnostic])
                (lastAnalysis, isStale) = (analysis, false)
                return analysis
            }
        }
        if isCancelled() { return nil }
        let linkOptions = LinkOptions(options)
        let context = linkContext ?? LinkContext(syntaxes, options: linkOptions, remembersWork: true)
        linkContext = context
        guard let sequence = StageSequence.run(syntaxes, summaries: summaries ?? [], fileDiagnostics: discoveryWarnings + syntaxes.flatMap(\.diagnostics),
                                               options: options, context: context, changed: changedSinceLink, isCancelled: isCancelled) else {
            changedSinceLink = []
            return nil
        }
        changedSinceLink = []
        let (graph, diagnostics) = (sequence.graph, sequence.diagnostics)
        timings = sequence.timings
        if verifiesIncrementalWork {
            verify(graph, diagnostics, syntaxes: syntaxes, options: options, linkOptions: linkOptions,
                   summaries: freshSummaries(options, syntaxes: syntaxes, provided: provided) ?? summaries ?? [])
        }
        // A folder's summary is the one `weaver swift` writes, which it does not after an error;
        // a target's is the one the plugin makes for the targets depending on it, which it does.
        if let path = summaryPath, let module = options.moduleName, declaredSummaryPath != nil || !diagnostics.contains(where: { $0.severity == .error }) {
            summaryBytes = Array(SummaryBuilder.summary(of: graph, module: module, writtenTo: path, projectPath: options.projectPath).text.utf8)
        }
        let analysis = Analysis(graph: graph, diagnostics: configurationProblems + diagnostics.map {
            $0.withAbsolutePaths(from: options.projectPath, moduleRoots: moduleRoots)
        })
        // The last graph is freed on another thread: freeing a large graph object by object is
        // time the editor would wait for.
        let replaced = lastAnalysis
        (lastAnalysis, isStale) = (analysis, false)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(replaced) {} }
        return analysis
    }

    /// `WEAVER_VERIFY_INCREMENTAL=1` (every server test sets it): each analysis is compared with
    /// one made afresh from the same parse results and the summaries a new server would read
    /// now, with no memo at all, and a difference stops the server with both answers. An
    /// incremental analysis must equal a fresh one.
    var verifiesIncrementalWork = WarmProject.verifyingFromEnvironment()

    /// Read for each project made, so that a test setting it sees it.
    static func verifyingFromEnvironment() -> Bool {
        getenv("WEAVER_VERIFY_INCREMENTAL").map { String(cString: $0) == "1" } ?? false
    }

    private func verify(_ graph: DependencyGraph, _ diagnostics: [Diagnostic], syntaxes: [FileSyntax], options: WeaverOptions,
                        linkOptions: LinkOptions, summaries freshSummaries: [ModuleSummary]) {
        let fresh = Linker.link(syntaxes, options: linkOptions, modules: freshSummaries)
        let freshDiagnostics = Pipeline.diagnostics(of: fresh, fileDiagnostics: discoveryWarnings + syntaxes.flatMap(\.diagnostics),
                                                    annotatedTypes: syntaxes.reduce(0) { $0 + $1.types.count }, options: options,
                                                    summaries: freshSummaries)
        let graphDifference = GraphDescription.difference(graph, fresh)
        guard freshDiagnostics != diagnostics || graphDifference != nil else { return }
        let incremental = diagnostics.map { DiagnosticFormatter.text($0) }.joined(separator: "\n")
        let afresh = freshDiagnostics.map { DiagnosticFormatter.text($0) }.joined(separator: "\n")
        let report = "weaver lsp: \(folder): an incremental analysis differs from a fresh one\n-- incremental:\n\(incremental)\n-- fresh:\n\(afresh)"
            + (graphDifference.map { "\n-- the graphs (incremental first) differ \($0)" } ?? "")
        if let onMismatch { onMismatch(report) } else { fatalError(report) }
    }

    /// Told of a difference instead of stopping the server (a test that counts them).
    var onMismatch: ((String) -> Void)?

    private func linkedSyntaxes() -> [FileSyntax] {
        if let linked { return linked.syntaxes }
        var syntaxes: [FileSyntax] = []
        var index: [String: Int] = [:]
        for path in order {
            guard let syntax = files[path]?.syntax else { continue }
            index[path] = syntaxes.count
            syntaxes.append(syntax)
        }
        linked = (syntaxes, index)
        return syntaxes
    }

    /// The imported modules' summaries, read again from `provided` and the disk (and made again
    /// for `--import-module`) unless only the registered types changed since the last read.
    private func loadSummaries(_ options: WeaverOptions, syntaxes: [FileSyntax], provided: [String: [UInt8]]) throws(PipelineError) -> [ModuleSummary] {
        let (paths, contents): ([String], [[UInt8]?])
        if let inputs = summaryInputs { (paths, contents) = (inputs.paths, inputs.contents) } else {
            (paths, contents) = try Self.readSummaries(options, provided: provided)
        }
        let registered = paths.isEmpty ? [] : ExternalTypes.registeredTypeNames(in: syntaxes)
        let collections = paths.isEmpty ? nil : ExternalTypes.linkedCollections(in: syntaxes, seesWholeApp: LinkOptions(options).seesWholeApp)
        summaryInputs = (paths, contents, registered, collections)
        moduleRoots = ModuleSummaryLoader.sourceRoots(paths, contents: contents)
        return try ModuleSummaryLoader.load(paths, contents: contents, projectPath: options.projectPath, registered: registered,
                                            collections: collections, moduleName: options.moduleName)
    }

    private static func readSummaries(_ options: WeaverOptions, provided: [String: [UInt8]]) throws(PipelineError) -> (paths: [String], contents: [[UInt8]?]) {
        let prepared = try Pipeline.prepare(options)
        return (prepared.moduleSummaries, prepared.moduleSummaries.map { provided[PathResolver.normalize($0)] ?? FileSystem.contents(of: $0)?.bytes })
    }

    /// The summaries a new server would read now, for `verify`.
    private func freshSummaries(_ options: WeaverOptions, syntaxes: [FileSyntax], provided: [String: [UInt8]]) -> [ModuleSummary]? {
        guard let (paths, contents) = try? Self.readSummaries(options, provided: provided) else { return nil }
        return try? ModuleSummaryLoader.load(paths, contents: contents, projectPath: options.projectPath,
                                             registered: paths.isEmpty ? [] : ExternalTypes.registeredTypeNames(in: syntaxes),
                                             collections: paths.isEmpty ? nil
                                                 : ExternalTypes.linkedCollections(in: syntaxes, seesWholeApp: LinkOptions(options).seesWholeApp),
                                             moduleName: options.moduleName)
    }

    /// A graph location with an absolute path (`Core: Sources/A.swift` through that module's root).
    func absolute(_ location: SourceLocation) -> SourceLocation {
        location.absolute(from: options?.projectPath ?? folder, moduleRoots: moduleRoots)
    }

    /// Where a type no annotation describes is declared (`class MovieManager`), found by reading
    /// the inputs: those in memory first, then the others from the disk. Asked only on a request.
    /// `text` gives a file's text as the editor shows it (an open buffer before the disk).
    func declaration(of name: String, text: (String) -> [UInt8]?) -> SourceLocation? {
        let simple = String(name.split(separator: ".").last ?? Substring(name))
        let inMemory = order.filter { files[$0]?.bytes != nil }
        for path in inMemory + order.filter({ files[$0]?.bytes == nil }) {
            guard let bytes = text(path),
                  let (line, column) = TypeDeclarationFinder.find(simple, in: bytes) else { continue }
            return SourceLocation(file: path, line: line, column: column)
        }
        return nil
    }

    /// The project-relative path of an input file, as graph locations name it.
    func relativePath(of path: String) -> String? { files[path]?.relativePath }

    /// How this project's graph names the file at `path`: its own input's relative path, or
    /// `Module: path` for a file of a module it imports (whose types its graph holds too).
    func graphPath(of path: String) -> String? {
        if let relative = relativePath(of: path) { return relative }
        for (module, root) in moduleRoots {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(prefix) { return module + ": " + String(path.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// `hash`: `ContentHash.of(bytes)`, which the caller has already taken.
    private static func file(_ relative: String, bytes: [UInt8], hash: UInt64, platform: Platform?) -> File {
        let source = SourceFile(path: relative, bytes: bytes)
        guard Prefilter.mentionsWeaver(source.bytes) else { return File(relativePath: relative, hash: hash, syntax: nil, bytes: nil) }
        return File(relativePath: relative, hash: hash, syntax: FileParser.parse(source, platform: platform), bytes: source.bytes)
    }
}

/// The options of a workspace folder's project, read as `weaver swift` reads them there, or why
/// they cannot be (each problem at the configuration file's line when it has one).
public enum ProjectConfiguration: Sendable {
    case options(WeaverOptions)
    case problems([Diagnostic])
}
