import WeaverKit
import WeaverCore
/// A place an answer points at: a location as the graph holds it (project-relative, or
/// `Module: path` in another module), and the name written there that the editor selects (an
/// annotation's location is its first character; the name comes later on the line).
struct EditorTarget: Hashable, Comparable {
    let location: SourceLocation
    let name: String?

    static func < (lhs: EditorTarget, rhs: EditorTarget) -> Bool { lhs.location < rhs.location }
}

/// Definition, references and hover over a linked graph (docs/editors.md).
enum EditorNavigation {
    /// What satisfies a dependency: a reference's providers on every path (registrations,
    /// parameters) or a collection's elements; a registration or parameter is its own answer.
    /// A type goes to its declaration, when the graph knows it; a collection to its consumers.
    static func definition(of symbol: EditorSymbol, in graph: DependencyGraph) -> [EditorTarget] {
        switch symbol {
        case let .dependency(id):
            let dependency = graph.dependencies[id].dependency
            guard dependency.kind == .reference else { return [target(id, graph)] }
            if let collection = graph.collections.references[id] {
                return collection.elements.compactMap { element in
                    graph.collections.elementOf[element].map { contribution(graph.collections.elements[$0]) }
                }
            }
            return unique((graph.resolvedReferences[id] ?? []).map { target($0, graph) })
        case let .type(name):
            let simple = String(name.split(separator: ".").last ?? Substring(name))
            return declaration(of: name, in: graph).map { [EditorTarget(location: $0, name: simple)] } ?? []
        case let .collection(name):
            return collectionReferences(name, in: graph)
        case let .after(collection, name), let .replaced(collection, name):
            return elements(named: name, of: collection, in: graph).map(contribution)
        }
    }

    /// The elements of `collection` whose contributing type `name` names (its path or last components).
    private static func elements(named name: String, of collection: String, in graph: DependencyGraph) -> [Collections.Element] {
        graph.collections.elements.filter { $0.syntax.collection == collection && ($0.path == name || $0.path.hasSuffix("." + name)) }
    }

    /// From a registration or parameter, every reference it satisfies; from a reference, every
    /// reference its providers satisfy; from a type, where it is registered and contributed; from
    /// a collection, its consumers.
    static func references(of symbol: EditorSymbol, in graph: DependencyGraph, includeDeclaration: Bool) -> [EditorTarget] {
        switch symbol {
        case let .dependency(id):
            let dependency = graph.dependencies[id].dependency
            let providers = dependency.kind == .reference ? graph.resolvedReferences[id] ?? [] : [id]
            let providerSet = Set(providers)
            var found = graph.resolvedReferences.filter { !providerSet.isDisjoint(with: $0.value) }.map(\.key).map { target($0, graph) }
            if includeDeclaration { found += providers.map { target($0, graph) } }
            return unique(found).sorted()
        case let .type(name):
            guard let type = typeID(name, in: graph) else { return [] }
            var found = graph.types[type].registrationSites.filter { !graph.collections.isElement($0) }.map { target($0, graph) }
            found += graph.collections.elements.filter { $0.path == graph.types[type].path }.map(contribution)
            if includeDeclaration, let declaration = graph.types[type].syntax?.location {
                found.append(EditorTarget(location: declaration, name: String(graph.types[type].path.split(separator: ".").last ?? "")))
            }
            return unique(found).sorted()
        case let .collection(name):
            var found = collectionReferences(name, in: graph)
            if includeDeclaration { found += graph.collections.elements.filter { $0.syntax.collection == name }.map(contribution) }
            return unique(found).sorted()
        case let .after(collection, name):
            // The elements that come after it, by their own `after:` lists.
            return elements(listing: name, in: \.after, of: collection, in: graph, includeDeclaration: includeDeclaration)
        case let .replaced(collection, name):
            // The elements that replace it, by their `replaces:` lists.
            return elements(listing: name, in: \.replaces, of: collection, in: graph, includeDeclaration: includeDeclaration)
        }
    }

    /// The elements of `collection` whose `list` (`after:` or `replaces:`) names the element `name`
    /// names, and with `includeDeclaration` that element's own `contributes` lines.
    private static func elements(listing name: String, in list: KeyPath<ContributionSyntax, [String]>, of collection: String,
                                 in graph: DependencyGraph, includeDeclaration: Bool) -> [EditorTarget] {
        let named = Set(elements(named: name, of: collection, in: graph).map(\.path))
        var found = graph.collections.elements.filter { element in
            element.syntax.collection == collection && element.syntax[keyPath: list].contains { listed in
                named.contains(listed) || named.contains { $0.hasSuffix("." + listed) }
            }
        }.map(contribution)
        if includeDeclaration { found += elements(named: name, of: collection, in: graph).map(contribution) }
        return unique(found).sorted()
    }

    /// Markdown: what the symbol is, then `weaver why`'s answer for it.
    static func hover(of symbol: EditorSymbol, in graph: DependencyGraph) -> String? {
        let heading: String
        let query: String
        switch symbol {
        case let .dependency(id):
            let dependency = graph.dependencies[id].dependency
            query = EditorSymbol.whyName(of: id, in: graph)
            switch dependency.kind {
            case .registration:
                let exposed = dependency.abstractType.map { " <- \($0.swiftSource)" } ?? ""
                heading = "**\(dependency.name)** = `\(dependency.type.swiftSource)\(exposed)`, scope `.\(dependency.scope.rawValue)`"
            case .reference:
                let provided = (graph.resolvedReferences[id] ?? []).map { provider -> String in
                    let found = graph.dependencies[provider].dependency
                    return found.kind == .registration
                        ? "`\(found.type.swiftSource)` (`.\(found.scope.rawValue)`, registered by `\(graph.types[graph.dependencies[provider].owner].path)`)"
                        : "a parameter of `\(graph.types[graph.dependencies[provider].owner].path)`"
                }
                let resolved = Array(Set(provided)).sorted()
                heading = "**\(dependency.name)** <- `\(dependency.type.swiftSource)`"
                    + (resolved.isEmpty ? "" : ", resolved to " + resolved.joined(separator: ", "))
                    + (dependency.ifAvailable ? availability(id, in: graph) : "")
                    + byTypeHint(id, in: graph)
            case .parameter:
                heading = "**\(dependency.name)** <= `\(dependency.type.swiftSource)`, a parameter"
            }
        case let .type(name):
            guard let type = typeID(name, in: graph) else { return nil }
            query = graph.types[type].path
            heading = "`\(query)`"
        case let .after(collection, name):
            let found = elements(named: name, of: collection, in: graph)
            guard let element = found.first else { return "**\(name)**: no element of `\(collection)` has this name" }
            query = element.path
            heading = "`\(element.path)`, an element of **\(collection)** (priority \(element.syntax.priority)): this element comes after it"
        case let .replaced(collection, name):
            let found = elements(named: name, of: collection, in: graph)
            guard let element = found.first else { return "**\(name)**: no element of `\(collection)` has this name" }
            query = element.path
            heading = "`\(element.path)`, an element of **\(collection)**: this element takes its place wherever both are in it"
        case let .collection(name):
            guard let reference = graph.collections.references.keys.sorted().first(where: { graph.collections.references[$0]?.collection == name }) else {
                return "**\(name)**" + unreadCollection
            }
            query = EditorSymbol.whyName(of: reference, in: graph)
            heading = "**\(name)**, a collection"
        }
        guard case let .success(report) = WhyReport.answer(query, in: graph) else { return heading }
        return heading + "\n\n```text\n" + report.text + "```"
    }

    /// Said of an optional reference (`ifAvailable`): the roots on whose paths it is nil.
    static func availability(_ id: DependencyID, in graph: DependencyGraph) -> String {
        let roots = graph.rootsWhereNil(id).map { "`\(graph.types[$0].path)`" }
        if roots.isEmpty { return "; optional (`ifAvailable`), available on every path" }
        return "; optional (`ifAvailable`), **nil** on the paths from " + roots.joined(separator: ", ")
    }

    /// Said where a reference resolves by its type alone, to providers of other names (a
    /// misspelt `loger <- Logging` finds `logger`): the name is not what links them.
    static func byTypeHint(_ id: DependencyID, in graph: DependencyGraph) -> String {
        let name = graph.dependencies[id].dependency.name
        let names = Set((graph.resolvedReferences[id] ?? []).map { graph.dependencies[$0].dependency.name })
        guard !names.isEmpty, !names.contains(name) else { return "" }
        let listed = names.sorted().map { "'\($0)'" }.joined(separator: ", ")
        return "\n\nResolved by its type only: no provider is named '\(name)' (\(listed) \(names.count == 1 ? "is" : "are")); rename it to match, or keep the type as the link"
    }

    /// How a hover ends for a collection no reference of the graph reads.
    static let unreadCollection = ": a collection nobody reads"

    /// Where a type is declared: an annotated type's declaration keyword.
    static func declaration(of name: String, in graph: DependencyGraph) -> SourceLocation? {
        typeID(name, in: graph).flatMap { graph.types[$0].syntax?.location }
    }

    /// The type `name` names: its path, or the one annotated type whose last component it is.
    private static func typeID(_ name: String, in graph: DependencyGraph) -> TypeID? {
        if let id = graph.typeIDByPath[name] { return id }
        let matches = graph.types.indices.filter { graph.types[$0].path.hasSuffix("." + name) && graph.types[$0].syntax != nil }
        return matches.count == 1 ? matches[0] : nil
    }

    private static func collectionReferences(_ name: String, in graph: DependencyGraph) -> [EditorTarget] {
        graph.collections.references.filter { $0.value.collection == name }.map { target($0.key, graph) }.sorted()
    }

    /// A dependency's annotation, its name selected.
    private static func target(_ id: DependencyID, _ graph: DependencyGraph) -> EditorTarget {
        EditorTarget(location: graph.dependencies[id].dependency.location, name: graph.dependencies[id].dependency.name)
    }

    /// A `contributes` line, its collection's name selected.
    private static func contribution(_ element: Collections.Element) -> EditorTarget {
        EditorTarget(location: element.syntax.location, name: element.syntax.collection)
    }

    private static func unique(_ targets: [EditorTarget]) -> [EditorTarget] {
        var seen = Set<SourceLocation>()
        return targets.filter { seen.insert($0.location).inserted }
    }
}
