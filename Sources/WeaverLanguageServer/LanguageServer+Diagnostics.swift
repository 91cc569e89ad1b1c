import WeaverKit
import WeaverCore
/// Analysis and `textDocument/publishDiagnostics`: every file with weaver diagnostics, the same
/// codes, messages, notes (as related information) and fixes (as code actions) as the command
/// line; a file whose diagnostics went away gets an empty list.
extension LanguageServer {
    /// Loads the projects waiting to be loaded, analyzes the stale ones and publishes what changed.
    /// Returns early, publishing nothing, when `isCancelled` says a newer change is waiting: the
    /// result would describe text the editor no longer shows.
    public func refresh(isCancelled: () -> Bool = { false }) {
        positionsCache = [:]
        installDescribedPackages()
        let overlay = documents.mapValues(\.bytes)
        for project in projects where projectsToReload.contains(ObjectIdentifier(project)) {
            project.reload(configure: configure, overlay: overlay)
            projectsToReload.remove(ObjectIdentifier(project))
            if isCancelled() { return }
        }
        var clock = PhaseClock()
        // A module before the modules importing it, which read the summary of its latest analysis;
        // one whose summary changes makes them stale again, and they are analyzed after it.
        // Who reads each summary, and the summaries as they stand, are built once per refresh
        // and kept current: asked of every project for every other, they made the first analysis
        // of a 3,000-target package quadratic (Benchmarks/LOG.md, 2026-11-29).
        let importers = summaryReaders(projects)
        var writers: [String: [WarmProject]] = [:]
        for project in projects { if let path = project.summaryPath { writers[path, default: []].append(project) } }
        let ordered = modulesFirst(projects, writers: writers)
        var summaries: [String: [UInt8]] = [:]
        for other in projects {
            if let path = other.summaryPath, summaries[path] == nil, let bytes = other.summaryBytes { summaries[path] = bytes }
        }
        var analyses = 0
        while let project = ordered.first(where: \.isStale), analyses < 2 * ordered.count {
            analyses += 1
            let before = project.summaryBytes
            guard project.analyze(summaries: summaries, isCancelled: isCancelled) != nil else { return }
            // A changed summary is news to the folders that import it: they are analyzed again.
            if let path = project.summaryPath, project.summaryBytes != before {
                if let bytes = project.summaryBytes, writers[path]?.first === project { summaries[path] = bytes }
                for importer in importers[path] ?? [] where importer !== project { importer.forgetSummaries() }
            }
            if project.options?.verbose == true {
                let phases = project.timings.map { "\($0.phase) \(Self.milliseconds($0.seconds))" }.joined(separator: ", ")
                log("weaver: \(project.folder): analyzed in \(Self.milliseconds(clock.lap())) (\(phases))")
            }
        }
        publishDiagnostics()
    }

    /// For each summary path, the projects that read it.
    private func summaryReaders(_ projects: [WarmProject]) -> [String: [WarmProject]] {
        var readers: [String: [WarmProject]] = [:]
        for project in projects {
            for path in Set(project.importedSummaryPaths) { readers[path, default: []].append(project) }
        }
        return readers
    }

    /// Each project after the projects whose summary it reads (`writers`: each summary path's
    /// writing projects), those in the given order (a cycle, which a build cannot have, keeps the
    /// given order).
    private func modulesFirst(_ projects: [WarmProject], writers: [String: [WarmProject]]) -> [WarmProject] {
        var position: [ObjectIdentifier: Int] = [:]
        for (index, project) in projects.enumerated() { position[ObjectIdentifier(project)] = index }
        var ordered: [WarmProject] = []
        var placed = Set<ObjectIdentifier>()
        var visiting = Set<ObjectIdentifier>()
        func place(_ project: WarmProject) {
            guard !placed.contains(ObjectIdentifier(project)), visiting.insert(ObjectIdentifier(project)).inserted else { return }
            let read = Set(project.importedSummaryPaths).flatMap { writers[$0] ?? [] }.filter { $0 !== project }
            for other in read.sorted(by: { position[ObjectIdentifier($0)]! < position[ObjectIdentifier($1)]! }) { place(other) }
            placed.insert(ObjectIdentifier(project))
            ordered.append(project)
        }
        projects.forEach(place)
        return ordered
    }

    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }

    /// Makes the analysis current before a request reads it.
    func ensureAnalyzed() {
        if needsRefresh { refresh() }
    }

    private func publishDiagnostics() {
        var byPath: [String: [(diagnostic: Diagnostic, target: String?)]] = [:]
        for project in projects where project.reportsDiagnostics {
            for diagnostic in project.lastAnalysis?.diagnostics ?? [] {
                guard let file = diagnostic.location?.file ?? configurationFile(of: project) else {
                    log("weaver: \(diagnostic.severity.rawValue): \(diagnostic.message)", type: diagnostic.severity == .error ? 1 : 2)
                    continue
                }
                byPath[file, default: []].append((diagnostic, project.options?.buildTarget))
            }
        }
        var next: [String: String] = [:]
        var messages: [(String, JSONValue)] = []
        for (path, found) in byPath.sorted(by: { $0.key < $1.key }) {
            let diagnostics = Self.oncePerPlace(found)
            let uri = documents[path]?.uri ?? FileURI.uri(of: path)
            let ranges = RangeFinder(positions(of: path), encoding: encoding)
            let rendered = JSONValue.array(diagnostics.map { lspDiagnostic($0, ranges: ranges) })
            let text = rendered.rendered(pretty: false)
            next[uri] = text
            if published[uri] != text || touched.contains(path) { messages.append((uri, rendered)) }
        }
        // Cleared: an open file just touched, and every file published before and clean now.
        var cleared = Set(documents.filter { touched.contains($0.key) && next[$0.value.uri] == nil }.map(\.value.uri))
        cleared.formUnion(published.keys.filter { next[$0] == nil })
        messages += cleared.sorted().map { ($0, JSONValue.array([])) }
        published = next
        touched = []
        publicationOwed = false
        for (uri, diagnostics) in messages {
            var params: [(String, JSONValue)] = [("uri", .string(uri))]
            if let path = FileURI.path(of: uri), let version = documents[path]?.version { params.append(("version", .integer(version))) }
            params.append(("diagnostics", diagnostics))
            notify("textDocument/publishDiagnostics", params: .object(params))
        }
    }

    /// One diagnostic per place (docs/editors.md, "Answers as the app sees it"): a library's line that
    /// several targets' analyses report alike (each app reading its misspelt collection) is shown
    /// once, as the build prints it once per target; where targets say different things of one
    /// place, each says which target it is of.
    static func oncePerPlace(_ found: [(diagnostic: Diagnostic, target: String?)]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = found.filter { seen.insert($0.diagnostic).inserted }
        var messagesByPlace: [String: Set<String>] = [:]
        func place(_ diagnostic: Diagnostic) -> String {
            "\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-") \(diagnostic.severity.rawValue) \(diagnostic.code.rawValue)"
        }
        for (diagnostic, _) in unique { messagesByPlace[place(diagnostic), default: []].insert(diagnostic.message) }
        return unique.map { diagnostic, target in
            guard let target, messagesByPlace[place(diagnostic)]!.count > 1 else { return diagnostic }
            return diagnostic.withMessage(diagnostic.message + " (in target '\(Diagnostic.escaped(target))')")
        }
    }

    /// A project's configuration file, where its problems without a line are shown.
    private func configurationFile(of project: WarmProject) -> String? {
        guard project.options == nil else { return nil }
        return ConfigurationFile.searchedNames.map { PathResolver.join(project.folder, $0) }
            .first { FileSystem.kind(of: $0) == .file }
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, ranges: RangeFinder) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("range", ranges.range(of: diagnostic.location)),
            ("severity", .integer(diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3)),
            // A project rule's violation shows the rule's id, which the team chose (docs/rules.md).
            ("code", .string(diagnostic.rule ?? diagnostic.code.rawValue)),
        ]
        if let documentation, diagnostic.rule == nil {
            fields.append(("codeDescription", .object([("href", .string(documentation + "#" + diagnostic.code.rawValue))])))
        }
        // Notes without a place of their own are part of the message; the others are related information.
        let message = ([diagnostic.message] + diagnostic.notes.filter { $0.location == nil }.map(\.message)).joined(separator: "\n")
        fields += [("source", .string("weaver")), ("message", .string(message))]
        let related = diagnostic.notes.compactMap { note -> JSONValue? in
            guard let location = note.location else { return nil }
            return .object([("location", self.location(location)), ("message", .string(note.message))])
        }
        if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
        return .object(fields)
    }

    /// An LSP `Location` for an absolute source location.
    func location(_ location: SourceLocation) -> JSONValue {
        let uri = documents[location.file]?.uri ?? FileURI.uri(of: location.file)
        return .object([("uri", .string(uri)), ("range", RangeFinder(positions(of: location.file), encoding: encoding).range(of: location))])
    }

    /// The line table of a file as the editor shows it, made once per message or refresh: a file
    /// with many diagnostics has many related locations in one other file.
    func positions(of path: String) -> TextPositions? {
        if let cached = positionsCache[path] { return cached }
        let positions = bytes(of: path).map(TextPositions.init)
        positionsCache[path] = positions
        return positions
    }
}

/// Editor ranges for weaver's locations in one file: from the location's column to the end of
/// the identifier there, or of the annotation (a comment runs to the end of its line).
struct RangeFinder {
    let positions: TextPositions?
    let encoding: PositionEncoding

    init(_ positions: TextPositions?, encoding: PositionEncoding) {
        self.positions = positions
        self.encoding = encoding
    }

    func range(of location: SourceLocation?) -> JSONValue {
        guard let location else { return Self.range(line: 0, start: 0, end: 0) }
        let line = max(0, location.line - 1)
        let column = max(0, location.column - 1)
        guard let positions, let lineRange = positions.lineRange(line) else { return Self.range(line: line, start: column, end: column + 1) }
        let bytes = positions.bytes
        let start = min(lineRange.lowerBound + column, lineRange.upperBound)
        var end = start
        if end < lineRange.upperBound, ASCII.isIdentifierContinue(bytes[end]) {
            while end < lineRange.upperBound, ASCII.isIdentifierContinue(bytes[end]) { end += 1 }
        } else {
            end = lineRange.upperBound
            while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 || bytes[end - 1] == 13 { end -= 1 }
        }
        return Self.range(line: line, start: positions.character(line: line, byteColumn: start - lineRange.lowerBound, encoding: encoding),
                          end: positions.character(line: line, byteColumn: end - lineRange.lowerBound, encoding: encoding))
    }

    static func range(line: Int, start: Int, end: Int) -> JSONValue {
        .object([("start", position(line, start)), ("end", position(line, end))])
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue {
        .object([("line", .integer(line)), ("character", .integer(character))])
    }
}
