import WeaverKit
import WeaverCore
/// `textDocument/definition`, `references`, `hover` and `codeAction` (docs/editors.md).
extension LanguageServer {
    /// The symbol under a request's position in each project whose graph holds the file: the
    /// project that has it as an input first, then those importing its module (a `contributes`
    /// line's consumers, a public type's providers are in the importing module's graph).
    private func symbols(_ params: JSONNode?) -> [(symbol: EditorSymbol, graph: DependencyGraph, project: WarmProject)] {
        guard let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:)),
              let (line, character) = params?["position"]?.editorPosition else { return [] }
        ensureAnalyzed()
        guard let positions = positions(of: path) else { return [] }
        let word = WordSearch.word(in: positions.bytes, at: positions.offset(line: line, character: character, encoding: encoding))
        let owners = projects.filter { $0.relativePath(of: path) != nil }
        var found: [(symbol: EditorSymbol, graph: DependencyGraph, project: WarmProject)] = []
        for project in owners + projects.filter({ $0.relativePath(of: path) == nil }) {
            guard let file = project.graphPath(of: path), let graph = project.lastAnalysis?.graph,
                  let symbol = EditorSymbol.find(word, line: line + 1, file: file, in: graph) else { continue }
            found.append((symbol, graph, project))
        }
        return found
    }

    func definition(_ params: JSONNode?) -> JSONValue {
        let found = symbols(params)
        var targets: [SourceLocation] = []
        for (symbol, graph, project) in found {
            targets += EditorNavigation.definition(of: symbol, in: graph).map { located($0, in: project) }
        }
        // A type's declaration: in the project's own files first, then in the other targets'
        // (another module's type a registration builds).
        if targets.isEmpty, let (symbol, _, project) = found.first, case let .type(name) = symbol,
           let declared = ([project] + projects.filter { $0 !== project }).lazy.compactMap({ $0.declaration(of: name, text: self.bytes(of:)) }).first {
            targets = [declared]
        }
        targets = unique(targets)
        return targets.isEmpty ? .null : .array(targets.map(location))
    }

    func references(_ params: JSONNode?) -> JSONValue {
        let includeDeclaration = params?["context"]?["includeDeclaration"]?.boolean ?? false
        let targets = symbols(params).flatMap { symbol, graph, project in
            EditorNavigation.references(of: symbol, in: graph, includeDeclaration: includeDeclaration).map { located($0, in: project) }
        }
        return .array(unique(targets).sorted().map(location))
    }

    private func unique(_ locations: [SourceLocation]) -> [SourceLocation] {
        var seen = Set<SourceLocation>()
        return locations.filter { seen.insert($0).inserted }
    }

    /// A target's absolute location, moved to its name when the name is on that line.
    private func located(_ target: EditorTarget, in project: WarmProject) -> SourceLocation {
        let location = project.absolute(target.location)
        return target.name.map { nameLocation($0, from: location) } ?? location
    }

    /// As the app sees it (docs/editors.md): in a library, the answers of the targets importing it,
    /// whose graphs see what provides its references and who reads its collections; each named
    /// when they differ. The library's own answer only when no importer has one.
    func hover(_ params: JSONNode?) -> JSONValue {
        let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:))
        let answered = symbols(params).compactMap { found in
            EditorNavigation.hover(of: found.symbol, in: found.graph).map { (text: $0, project: found.project) }
        }
        let importers = answered.filter { answer in path.map { answer.project.relativePath(of: $0) == nil } ?? false }
        let useful = (importers.isEmpty ? answered : importers).filter { !$0.text.hasSuffix(EditorNavigation.unreadCollection) }
        let chosen = useful.isEmpty ? Array(answered.prefix(1)) : useful
        var texts: [String] = []
        var targets: [String: [String]] = [:]
        for answer in chosen {
            if targets[answer.text] == nil { texts.append(answer.text) }
            targets[answer.text, default: []].append(answer.project.options?.buildTarget ?? PathResolver.relative(answer.project.folder, to: answer.project.workspaceFolder))
        }
        let text: String? = texts.count <= 1 ? texts.first : texts.map { text in
            "In " + targets[text]!.map { "`\($0)`" }.joined(separator: ", ") + ": " + text
        }.joined(separator: "\n\n")
        guard let text else {
            // Nothing is known of the file yet: its package's targets are being read.
            if let path, describing.contains(where: { PathResolver.isInside(path, folder: $0) }) {
                return .object([("contents", .object([("kind", .string("markdown")),
                                                      ("value", .string("weaver is reading the package's targets (`swift package describe`); answers follow"))]))])
            }
            return .null
        }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(text))]))])
    }

    /// A quick fix per fix of each diagnostic on the requested lines, as a workspace edit against
    /// the file as it is open; a fix whose words are no longer where it expects is not offered.
    func codeActions(_ params: JSONNode?) -> JSONValue {
        guard let uri = params?["textDocument"]?["uri"]?.string, let path = FileURI.path(of: uri),
              let startLine = params?["range"]?["start"]?.editorPosition?.line, let endLine = params?["range"]?["end"]?.editorPosition?.line else { return .array([]) }
        ensureAnalyzed()
        var actions: [JSONValue] = []
        for project in projects where project.reportsDiagnostics {
            for diagnostic in project.lastAnalysis?.diagnostics ?? [] {
                guard let location = diagnostic.location, location.file == path, !diagnostic.fixes.isEmpty,
                      (startLine...max(startLine, endLine)).contains(location.line - 1) else { continue }
                let lspDiagnostic = self.lspDiagnostic(diagnostic, ranges: RangeFinder(positions(of: path), encoding: encoding))
                for fix in diagnostic.fixes {
                    guard let edit = workspaceEdit(fix) else { continue }
                    actions.append(.object([("title", .string(fix.title)), ("kind", .string("quickfix")),
                                            ("diagnostics", .array([lspDiagnostic])), ("isPreferred", .bool(actions.isEmpty)),
                                            ("edit", edit)]))
                }
            }
        }
        return .array(actions)
    }

    /// `{"changes": {uri: [TextEdit]}}`, or nil when an edit no longer fits the text.
    private func workspaceEdit(_ fix: DiagnosticFix) -> JSONValue? {
        var changes: [(String, [JSONValue])] = []
        for edit in fix.edits {
            let location: SourceLocation
            switch edit {
            case let .replaceWord(at, _, _), let .insertLines(at, _, _): location = at
            }
            guard let positions = positions(of: location.file), let textEdit = FixEdits.textEdit(edit, in: positions, encoding: encoding) else { return nil }
            let uri = documents[location.file]?.uri ?? FileURI.uri(of: location.file)
            if let index = changes.firstIndex(where: { $0.0 == uri }) { changes[index].1.append(textEdit) } else { changes.append((uri, [textEdit])) }
        }
        return .object([("changes", .object(changes.map { ($0.0, .array($0.1)) }))])
    }

    /// Where `name` is written on the location's line, at or after its column (else the location).
    private func nameLocation(_ name: String, from location: SourceLocation) -> SourceLocation {
        guard let positions = positions(of: location.file), let range = positions.lineRange(location.line - 1),
              let start = WordSearch.firstWord(name, in: positions.bytes, range: range, from: location.column - 1) else { return location }
        return SourceLocation(file: location.file, line: location.line, column: start - range.lowerBound + 1)
    }
}
