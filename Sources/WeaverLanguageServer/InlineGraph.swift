import WeaverKit
import WeaverCore
/// The graph in the code (docs/editors.md, "The graph inline"): what an inlay hint after a
/// reference says it resolves to, and what a code lens on a root says it builds at launch.
enum InlineGraph {
    /// `→ ConsoleLogger from App`, several providers joined, `nil on ShareExtension` for an
    /// optional reference with no provider on a root's paths, a collection's elements in order;
    /// nil for what resolves to nothing (its diagnostic says why).
    static func hint(for id: DependencyID, in graph: DependencyGraph) -> String? {
        if let reference = graph.collections.references[id] {
            let elements = graph.collections.elements(of: reference).map(\.spelling)
            let shown = elements.prefix(4).joined(separator: ", ") + (elements.count > 4 ? ", … (\(elements.count))" : "")
            return elements.isEmpty ? nil : "→ [\(shown)]"
        }
        var parts: [String] = []
        for provider in graph.inDeclarationOrder(graph.resolvedReferences[id] ?? []) {
            let placed = graph.dependencies[provider]
            let owner = graph.types[placed.owner].path
            let part = switch placed.dependency.kind {
            case .registration: "\(placed.dependency.type.swiftSource) from \(owner)"
            case .parameter: "parameter of \(owner)"
            case .reference: "\(placed.dependency.type.swiftSource) passed to \(owner)"
            }
            if !parts.contains(part) { parts.append(part) }
        }
        if graph.dependencies[id].dependency.ifAvailable {
            let nilRoots = graph.rootsWhereNil(id).map { graph.types[$0].path }
            if !nilRoots.isEmpty { parts.append("nil on " + nilRoots.joined(separator: ", ")) }
        }
        return parts.isEmpty ? nil : "→ " + parts.joined(separator: "; ")
    }

    /// `launch: 6 instances, depth 3` (docs/cost.md).
    static func lens(for cost: LaunchCost) -> String {
        "launch: \(cost.instances) instance\(cost.instances == 1 ? "" : "s"), depth \(cost.depth)"
    }
}

extension LanguageServer {
    /// `textDocument/inlayHint`: one hint at the end of each line of the requested range that
    /// holds a reference, saying what it resolves to in every graph that holds the file.
    func inlayHints(_ params: JSONNode?) -> JSONValue {
        guard showsInlayHints, let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:)),
              let first = params?["range"]?["start"]?.editorPosition?.line, let last = params?["range"]?["end"]?.editorPosition?.line else { return .array([]) }
        ensureAnalyzed()
        guard let positions = positions(of: path) else { return .array([]) }
        var labels: [Int: [String]] = [:]
        for project in projects {
            guard let file = project.graphPath(of: path), let graph = project.lastAnalysis?.graph else { continue }
            for type in graph.types where type.syntax?.location.file == file {
                for id in type.dependencies where graph.dependencies[id].dependency.kind == .reference {
                    let line = graph.dependencies[id].dependency.location.line - 1
                    guard (first...max(first, last)).contains(line), let hint = InlineGraph.hint(for: id, in: graph) else { continue }
                    if !labels[line, default: []].contains(hint) { labels[line, default: []].append(hint) }
                }
            }
        }
        return .array(labels.keys.sorted().compactMap { line in
            guard let range = positions.lineRange(line) else { return nil }
            var end = range.upperBound
            while end > range.lowerBound, [9, 13, 32].contains(positions.bytes[end - 1]) { end -= 1 }
            let character = positions.character(line: line, byteColumn: end - range.lowerBound, encoding: encoding)
            return .object([("position", RangeFinder.position(line, character)), ("label", .string(labels[line]!.joined(separator: " | "))),
                            ("paddingLeft", .bool(true))])
        })
    }

    /// `textDocument/codeLens`: on each root the file declares, its launch cost.
    func codeLenses(_ params: JSONNode?) -> JSONValue {
        guard showsCodeLens, let path = params?["textDocument"]?["uri"]?.string.flatMap(FileURI.path(of:)) else { return .array([]) }
        ensureAnalyzed()
        var lenses: [(line: Int, title: String, root: String)] = []
        for project in projects {
            guard let file = project.graphPath(of: path), let graph = project.lastAnalysis?.graph else { continue }
            let roots = graph.roots.filter { graph.types[$0].syntax?.location.file == file }
            guard !roots.isEmpty else { continue }
            let costs = LaunchCosts(graph)
            for root in roots {
                guard let location = graph.types[root].syntax?.location else { continue }
                let lens = (line: location.line - 1, title: InlineGraph.lens(for: costs.costs[root]), root: graph.types[root].path)
                if !lenses.contains(where: { $0 == lens }) { lenses.append(lens) }
            }
        }
        let ranges = RangeFinder(positions(of: path), encoding: encoding)
        return .array(lenses.sorted { ($0.line, $0.title) < ($1.line, $1.title) }.map { lens in
            .object([("range", ranges.range(of: SourceLocation(file: path, line: lens.line + 1, column: 1))),
                     ("command", .object([("title", .string(lens.title)), ("command", .string("weaver.cost")),
                                          ("arguments", .array([.string(lens.root)]))]))])
        })
    }
}
