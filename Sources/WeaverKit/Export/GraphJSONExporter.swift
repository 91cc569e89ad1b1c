import WeaverCore
/// `weaver json` (docs/commands.md): the linked graph as a versioned JSON document, described by
/// `Schemas/weaver-graph.schema.json`. Keys are written in the order docs/commands.md lists them; types are
/// sorted by name, dependencies kept in graph order, edges sorted. Locations are written as the
/// graph holds them (already relative to the project path), so the output does not depend on
/// where the project lives, and two runs over the same graph give the same bytes.
public enum GraphJSONExporter {
    /// Bumped whenever a field changes meaning or disappears; adding an optional field does not.
    public static let schemaVersion = 1

    /// The document; `pretty` indents with two spaces, otherwise there is no whitespace at all.
    /// No trailing newline.
    /// - Parameter ruleViolations: with project rules in force (docs/rules.md), the diagnostics that
    ///   name a rule, listed under `ruleViolations`; nil leaves the key out.
    public static func json(_ graph: DependencyGraph, pretty: Bool, ruleViolations: [Diagnostic]? = nil) -> String {
        var document = document(graph)
        if let ruleViolations, case .object(var fields) = document {
            fields.append(("ruleViolations", .array(ruleViolations.map(violationRecord))))
            document = .object(fields)
        }
        return document.rendered(pretty: pretty)
    }

    private static func violationRecord(_ diagnostic: Diagnostic) -> JSONValue {
        var fields: [(String, JSONValue)] = [("rule", .string(diagnostic.rule ?? "")), ("severity", .string(diagnostic.severity.rawValue)),
                                             ("code", .string(diagnostic.code.rawValue)), ("message", .string(diagnostic.message))]
        if let place = diagnostic.location { fields.append(("location", location(place))) }
        return .object(fields)
    }

    static func document(_ graph: DependencyGraph) -> JSONValue {
        let identifiers = GraphDependencyIdentifiers(graph)
        return .object([
            ("schemaVersion", .integer(schemaVersion)),
            ("types", .array((graph.types.map { ($0.path, typeRecord($0)) } + unbuiltElementTypes(graph)).sorted { $0.0 < $1.0 }.map(\.1))),
            // One record per annotation: an element's registration in its consumer is the linker's,
            // its `contributes` line is the record (docs/contributions.md).
            ("dependencies", .array(graph.dependencies.indices.filter { !graph.collections.isElement($0) }.map {
                GraphJSONDependencyRecord.record(of: $0, in: graph, identifiers: identifiers)
            } + graph.collections.elements.indices.map { GraphJSONDependencyRecord.record(ofElement: $0, in: graph) })),
            ("edges", .array(edges(graph, identifiers: identifiers))),
        ])
    }

    private static func typeRecord(_ type: GraphType) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("name", .string(type.path)),
            ("isAnnotated", .bool(type.isAnnotated)),
            ("kind", .string(kindName(type.declarationKind))),
            // Another module's type is here because it is public (docs/modules.md).
            ("accessLevel", .string((type.syntax?.accessLevel ?? (type.external != nil ? .public : .internal)).rawValue)),
            ("isIsolated", .bool(type.isIsolated)),
            ("isRoot", .bool(type.isRoot)),
        ]
        if let external = type.external { fields.append(("module", .string(external.module))) }
        // Only annotated types carry a declaration location in the graph; the others are absent.
        if let syntax = type.syntax { fields.append(("location", location(syntax.location))) }
        return .object(fields)
    }

    /// The types that contribute to collections nobody reads (docs/contributions.md): annotated, and so
    /// listed, though no container builds them (so they are not in the graph's types). Their
    /// location is their first `contributes` line.
    private static func unbuiltElementTypes(_ graph: DependencyGraph) -> [(String, JSONValue)] {
        var seen = Set<String>()
        return graph.collections.elements.compactMap { element in
            guard graph.typeIDByPath[element.path] == nil, seen.insert(element.path).inserted else { return nil }
            return (element.path, .object([
                ("name", .string(element.path)),
                ("isAnnotated", .bool(true)),
                ("kind", .string(kindName(graph.declaredKinds[element.path]))),
                ("accessLevel", .string(element.isPublic ? "public" : "internal")),
                ("isIsolated", .bool(false)),
                ("isRoot", .bool(false)),
                ("location", location(element.syntax.location)),
            ]))
        }
    }

    /// class / struct / actor; namespaces (enum, extension, protocol) and undeclared types are `unknown`.
    static func kindName(_ kind: DeclarationKind?) -> String {
        switch kind {
        case .class: "class"
        case .struct: "struct"
        case .actor: "actor"
        case .enum, .extension, .protocol, nil: "unknown"
        }
    }

    static func location(_ location: SourceLocation) -> JSONValue {
        .object([("file", .string(location.file)), ("line", .integer(location.line)), ("column", .integer(location.column))])
    }

    private struct Edge: Hashable, Comparable {
        var kind: String
        var from: String
        var to: String

        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.kind, lhs.from, lhs.to) < (rhs.kind, rhs.from, rhs.to) }
    }

    /// `registers` edges (owner type → built type), `resolvesTo` edges (reference id → provider
    /// id), `contributesTo` edges (contribution id → collection reference id) and `nilOn` edges
    /// (optional reference id → a root on whose paths nothing provides it), sorted by kind,
    /// `from`, then `to`; duplicates written once.
    private static func edges(_ graph: DependencyGraph, identifiers: GraphDependencyIdentifiers) -> [JSONValue] {
        var edges = Set<Edge>()
        for (id, entry) in zip(graph.dependencies.indices, graph.dependencies) {
            guard entry.dependency.kind == .registration, let target = entry.target else { continue }
            if let element = graph.collections.elementOf[id] {
                if let reference = graph.collections.referenceOf[id] {
                    edges.insert(Edge(kind: "contributesTo", from: GraphJSONDependencyRecord.identifier(ofElement: element, in: graph),
                                      to: identifiers[reference]))
                }
                continue
            }
            edges.insert(Edge(kind: "registers", from: graph.types[entry.owner].path, to: graph.types[target].path))
        }
        for (reference, providers) in graph.resolvedReferences {
            for provider in providers {
                edges.insert(Edge(kind: "resolvesTo", from: identifiers[reference], to: identifiers[provider]))
            }
        }
        // An optional reference's need that reaches a root is nil on the paths from it.
        for (reference, root) in graph.optionalReferencesNilAtRoots {
            edges.insert(Edge(kind: "nilOn", from: identifiers[reference], to: graph.types[root].path))
        }
        return edges.sorted().map { .object([("from", .string($0.from)), ("to", .string($0.to)), ("kind", .string($0.kind))]) }
    }
}
