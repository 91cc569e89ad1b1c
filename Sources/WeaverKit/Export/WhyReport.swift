import WeaverCore
/// `weaver why` (docs/commands.md): how one dependency or type is resolved, each step at its `file:line`.
///
/// - a reference: every path by which it is resolved, from the type that provides it down
///   through each registration to the reference (or where a path stops unresolved);
/// - a registration or parameter: every reference it satisfies, elements' references included;
/// - a collection reference (docs/contributions.md): its elements in order, each at its `contributes` line;
/// - a type: every registration that builds it and every collection it is an element of.
///
/// Paths can be exponentially many in a graph with shared subtrees: the first `pathLimit` are
/// listed, and the rest counted.
public struct WhyReport: Sendable {
    /// One line of the answer: what it says, and where.
    public struct Step: Sendable, Equatable {
        public var text: String
        public var location: SourceLocation?
    }

    /// A heading (`path 1 of 2`) and its steps.
    public struct Section: Sendable, Equatable {
        public var title: String
        public var steps: [Step]
    }

    public var subject: String
    public var kind: String
    public var sections: [Section]
    /// Paths or entries left out past the limit.
    public var omitted = 0

    static let pathLimit = 20

    /// The answer for `query` (`Type.dependency` or `Type`), or an error naming the closest
    /// spelling when nothing has that name.
    public static func answer(_ query: String, in graph: DependencyGraph) -> Result<WhyReport, Diagnostic> {
        if let dot = query.lastIndex(of: "."), let type = graph.typeIDByPath[String(query[..<dot])] {
            let name = String(query[query.index(after: dot)...])
            if let id = graph.types[type].dependencies.first(where: { graph.dependencies[$0].dependency.name == name && !graph.collections.isElement($0) }) {
                return .success(dependency(id, in: graph))
            }
        }
        if let type = graph.typeIDByPath[query] { return .success(self.type(type, in: graph)) }
        // A reference of a type inside another module's subtree (`FeedScreen.analytics`): what this
        // module sees of it is the need of the other module's type it registers.
        if let dot = query.lastIndex(of: ".") {
            let (reader, name) = (String(query[..<dot]), String(query[query.index(after: dot)...]))
            for type in graph.types.indices {
                guard let paths = graph.types[type].external?.paths else { continue }
                for (id, path) in paths.sorted(by: { $0.key < $1.key }) where path.reader == reader && graph.dependencies[id].dependency.name == name {
                    return .success(dependency(id, in: graph))
                }
            }
        }
        // A type that only contributes is in the graph only where a consumer builds it.
        if graph.collections.elements.contains(where: { $0.path == query }) {
            return .success(WhyReport(subject: query, kind: "type", sections: [elementSection(of: query, in: graph)]))
        }
        var names = graph.types.map(\.path) + Set(graph.collections.elements.map(\.path)).sorted()
        for entry in graph.dependencies.indices where !graph.collections.isElement(entry) {
            names.append(graph.types[graph.dependencies[entry].owner].path + "." + graph.dependencies[entry].dependency.name)
        }
        let notes = Suggestion.closest(to: query, among: names).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        return .failure(.error(.unknownDependency, "nothing is named '\(query)': write 'Type.dependency' or 'Type' as the graph names them",
                               at: nil, notes: notes))
    }

    private static func describe(_ id: DependencyID, _ graph: DependencyGraph) -> String {
        let entry = graph.dependencies[id]
        let dependency = entry.dependency
        let owner = graph.types[entry.owner].path
        switch dependency.kind {
        case .registration:
            let built = dependency.abstractType == nil ? dependency.type.swiftSource : "\(dependency.type.swiftSource) <- \(dependency.exposedType.swiftSource)"
            return "\(owner) registers '\(dependency.name) = \(built)' (\(dependency.scope.rawValue))"
        case .reference: return "\(owner) references '\(dependency.name) <- \(dependency.type.swiftSource)'"
        case .parameter: return "\(owner) takes parameter '\(dependency.name) <= \(dependency.type.swiftSource)'"
        }
    }

    private static func dependency(_ id: DependencyID, in graph: DependencyGraph) -> WhyReport {
        let entry = graph.dependencies[id]
        let subject = graph.types[entry.owner].path + "." + entry.dependency.name
        if let collection = graph.collections.references[id] {
            let steps = collection.elements.map { element -> Step in
                let syntax = graph.collections.elements[graph.collections.elementOf[element]!]
                let priority = syntax.syntax.priority == 0 ? "" : ", priority \(syntax.syntax.priority)"
                let after = syntax.syntax.after.isEmpty ? "" : ", after \(syntax.syntax.after.joined(separator: ", "))"
                let module = syntax.module.isEmpty ? "" : " (module \(syntax.module))"
                return Step(text: "\(syntax.path) contributes \(syntax.syntax.entry)\(priority)\(after)\(module)", location: syntax.syntax.location)
            }
            return WhyReport(subject: subject, kind: "collection", sections: [
                Section(title: steps.isEmpty ? "no element: an empty collection" : "elements, in order (\(steps.count))", steps: steps),
            ])
        }
        switch entry.dependency.kind {
        case .reference:
            var report = WhyReport(subject: subject, kind: "reference", sections: [])
            let paths = paths(of: id, in: graph, omitted: &report.omitted)
            report.sections = paths.enumerated().map { index, steps in
                Section(title: "path \(index + 1) of \(paths.count + report.omitted)", steps: steps)
            }
            if report.sections.isEmpty {
                report.sections = [Section(title: "no path reaches it: nothing registers its type", steps: [Step(text: describe(id, graph), location: entry.dependency.location)])]
            }
            return report
        case .registration, .parameter:
            let satisfied = graph.resolvedReferences.filter { $0.value.contains(id) }.map(\.key).sorted {
                (graph.dependencies[$0].dependency.location, $0) < (graph.dependencies[$1].dependency.location, $1)
            }
            let steps = satisfied.map { reference -> Step in
                let owner = graph.dependencies[reference].owner
                let element = graph.collections.elements.first { $0.path == graph.types[owner].path }
                let suffix = element.map { " (an element of '\($0.syntax.collection)')" } ?? ""
                return Step(text: describe(reference, graph) + suffix, location: graph.dependencies[reference].dependency.location)
            }
            return WhyReport(subject: subject, kind: entry.dependency.kind.rawValue, sections: [
                Section(title: "declared", steps: [Step(text: describe(id, graph), location: entry.dependency.location)]),
                Section(title: steps.isEmpty ? "no reference resolves to it" : "satisfies (\(steps.count))", steps: steps),
            ])
        }
    }

    /// Each path: the provider first, then each registration from its level down to the
    /// reference's owner, then the reference.
    private static func paths(of reference: DependencyID, in graph: DependencyGraph, omitted: inout Int) -> [[Step]] {
        let key = NeedKey(reference: graph.dependencies[reference].dependency)
        let owner = graph.dependencies[reference].owner
        var found: [[Step]] = []
        // Another module's need: down its summary's registrations to the type that reads it.
        let last: [Step]
        if let path = graph.types[owner].external?.paths[reference] {
            let dependency = graph.dependencies[reference].dependency
            last = path.steps.enumerated().map { index, step in
                Step(text: "\(index == 0 ? graph.types[owner].path : step.owner) registers '\(step.name)'", location: step.location)
            } + [Step(text: "\(path.reader) references '\(dependency.name) <- \(dependency.type.swiftSource)'", location: dependency.location)]
        } else {
            last = [Step(text: describe(reference, graph), location: graph.dependencies[reference].dependency.location)]
        }
        // Depth-first up the registration sites; `sites` holds those walked so far, the highest first.
        func walk(_ type: TypeID, _ sites: [DependencyID], _ visited: Set<TypeID>) {
            guard let index = graph.needs[type].firstIndex(where: { $0.key == key }) else { return }
            if graph.types[type].registrationSites.isEmpty {
                let end = key.isOptional ? "so it is nil on this path (ifAvailable)" : "and nothing there provides it"
                let root = Step(text: "\(graph.types[type].path) is a root, \(end)", location: graph.types[type].syntax?.location)
                record([root] + sites.map { Step(text: describe($0, graph), location: graph.dependencies[$0].dependency.location) })
            }
            for site in graph.types[type].registrationSites {
                let parent = graph.dependencies[site].owner
                guard let provisions = graph.provisions[site], index < provisions.count else { continue }
                switch provisions[index] {
                case let .dependency(provider)?:
                    record([Step(text: describe(provider, graph), location: graph.dependencies[provider].dependency.location)]
                        + ([site] + sites).map { Step(text: describe($0, graph), location: graph.dependencies[$0].dependency.location) })
                case .inherited?:
                    guard !visited.contains(parent) else { continue }
                    walk(parent, [site] + sites, visited.union([parent]))
                case nil:
                    record([Step(text: "\(graph.types[parent].path) cannot provide it", location: graph.types[parent].syntax?.location)]
                        + ([site] + sites).map { Step(text: describe($0, graph), location: graph.dependencies[$0].dependency.location) })
                }
            }
        }
        func record(_ steps: [Step]) {
            if found.count < pathLimit { found.append(steps + last) } else { omitted += 1 }
        }
        walk(owner, [], [owner])
        return found
    }

    private static func type(_ type: TypeID, in graph: DependencyGraph) -> WhyReport {
        let node = graph.types[type]
        var sections: [Section] = []
        let sites = node.registrationSites.filter { !graph.collections.isElement($0) }
        let elements = graph.collections.elements.indices.filter { graph.collections.elements[$0].path == node.path }
        if !sites.isEmpty || elements.isEmpty {
            sections.append(Section(title: sites.isEmpty ? (node.isRoot ? "a root: built by its entry point" : "no registration builds it") : "built by (\(sites.count))",
                                    steps: sites.map { Step(text: describe($0, graph), location: graph.dependencies[$0].dependency.location) }))
        }
        if !elements.isEmpty { sections.append(elementSection(of: node.path, in: graph)) }
        return WhyReport(subject: node.path, kind: "type", sections: sections)
    }

    /// Each `contributes` line of the type at `path`: what it comes after, and each consumer that
    /// builds it — or that nothing reads the collection.
    private static func elementSection(of path: String, in graph: DependencyGraph) -> Section {
        var steps: [Step] = []
        let elements = graph.collections.elements
        for index in elements.indices where elements[index].path == path {
            let element = elements[index]
            steps.append(Step(text: "contributes \(element.syntax.entry)", location: element.syntax.location))
            for name in element.syntax.after {
                let earlier = elements.first { $0.syntax.collection == element.syntax.collection && ($0.path == name || $0.path.hasSuffix("." + name)) }
                steps.append(Step(text: "after \(earlier?.path ?? name) (after:)", location: earlier?.syntax.location))
            }
            // What the linker matched its `replaces:` names to (a name that matched nothing is an error of the run's).
            for replaced in graph.collections.replacedBy.filter({ $0.value == index }).map(\.key).sorted() {
                steps.append(Step(text: "replaces \(elements[replaced].spelling) (replaces:)", location: elements[replaced].syntax.location))
            }
            if let replacing = graph.collections.replacedBy[index] {
                // Out of every collection it was in: what replaces it is built instead.
                steps.append(Step(text: "replaced by \(elements[replacing].path) (its replaces:): this element is never built",
                                  location: elements[replacing].syntax.location))
                continue
            }
            // Each consumer's collection reference has one registration built for this element.
            let consumers = Set(graph.collections.elementOf.filter { $0.value == index }.compactMap { graph.collections.referenceOf[$0.key] })
            if consumers.isEmpty, !graph.collections.references.values.contains(where: { $0.collection == element.syntax.collection }) {
                steps.append(Step(text: "nothing reads '\(element.syntax.collection)': this element is never built", location: nil))
            }
            for reference in consumers.sorted() {
                steps.append(Step(text: "built for " + describe(reference, graph), location: graph.dependencies[reference].dependency.location))
            }
        }
        return Section(title: "an element of collections, built by their consumers", steps: steps)
    }

    /// `subject (kind)`, then each section's title and its steps, `file:line` first.
    public var text: String {
        var lines = ["\(subject) (\(kind))"]
        for section in sections {
            lines.append("  \(section.title):")
            for step in section.steps {
                let place = step.location.map { "\(Diagnostic.escaped($0.file)):\($0.line)" } ?? "-"
                lines.append("    \(place)  \(Diagnostic.escaped(step.text))")
            }
        }
        if omitted > 0 { lines.append("  … and \(omitted) more paths") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"subject":…,"kind":…,"sections":[{"title":…,"steps":[{"text":…,"file":…,"line":…}]}],"omitted":0}`.
    public var json: String {
        JSONValue.object([
            ("subject", .string(subject)),
            ("kind", .string(kind)),
            ("sections", .array(sections.map { section in
                .object([("title", .string(section.title)), ("steps", .array(section.steps.map { step in
                    .object([("text", .string(step.text)), ("file", .nullable(step.location?.file)),
                             ("line", step.location.map { .integer($0.line) } ?? .null)])
                }))])
            })),
            ("omitted", .integer(omitted)),
        ]).rendered(pretty: false)
    }
}
