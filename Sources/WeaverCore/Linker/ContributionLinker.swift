/// Links docs/contributions.md's contributions: gathers every element, checks each collection (keys, `after:`
/// names and cycles, one exposed type), orders it (`link`), then gives each consumer's collection
/// reference one registration per element (`addConsumers`), once the other modules' types are in
/// the graph and before registrations are linked to their targets, so that the added
/// registrations are linked like the user's.
enum ContributionLinker {
    static func link(_ files: [FileSyntax], modules: [ModuleSummary], qualifier: TypeQualifier, to graph: inout DependencyGraph) {
        gather(files, qualifier: qualifier, into: &graph)
        gather(modules, into: &graph)
        // Without elements there is nothing to check or order (`addConsumers` still finds empty collections).
        guard !graph.collections.elements.isEmpty else { return }
        qualifyClashingElements(&graph)
        // What each other module's sources see: a name in its `after:` list means one of those.
        let imports = Dictionary(modules.map { ($0.module, Set($0.imports)) }, uniquingKeysWith: { first, _ in first })
        var byCollection: [String: [Int]] = [:]
        for (index, element) in graph.collections.elements.enumerated() {
            byCollection[element.syntax.collection, default: []].append(index)
        }
        // A module that only contributes sees part of a collection: an `after:` name may be an
        // element of a module it does not import, so names and cycles are checked where the
        // collection is read, which sees every element.
        let read = Set(graph.dependencies.filter { $0.dependency.kind == .reference }.map(\.dependency.name))
        for (collection, members) in byCollection.sorted(by: { $0.key < $1.key }) {
            checkExposedTypes(members, graph: &graph)
            let names = ElementNames(members, graph.collections.elements, moduleName: graph.moduleName, imports: imports)
            let replacedBy = replacements(collection, members, names: names, checkingNames: read.contains(collection), graph: &graph)
            graph.collections.replacedBy.merge(replacedBy) { first, _ in first }
            // A replaced entry leaves the collection: its key is free for the entry replacing it.
            checkKeys(collection, replacedBy.isEmpty ? members : members.filter { replacedBy[$0] == nil }, graph: &graph)
            graph.collections.order[collection] = order(collection, members, names: names, replacedBy: replacedBy,
                                                        checkingNames: read.contains(collection), graph: &graph)
        }
    }

    /// Every contribution of the run's annotated types, exposed types and `after:` names qualified.
    private static func gather(_ files: [FileSyntax], qualifier: TypeQualifier, into graph: inout DependencyGraph) {
        var publiclyInitializedInExtensions: Set<String>?
        func hasPublicInitializer(_ syntax: AnnotatedTypeSyntax) -> Bool {
            if syntax.declaresPublicInitializer { return true }
            if publiclyInitializedInExtensions == nil {
                publiclyInitializedInExtensions = Set(files.flatMap { $0.declaredTypes.filter(\.declaresPublicInitializer).map(\.path) })
            }
            return publiclyInitializedInExtensions!.contains(syntax.path)
        }
        for file in files {
            for syntax in file.types where !syntax.contributions.isEmpty {
                // A type with a container is in the graph (unless filtered out, or a duplicate); one
                // that only contributes is built with `init()`, like a type nobody annotated.
                let typeID = graph.typeIDByPath[syntax.path]
                if graph.hasContainer(syntax), typeID.map({ graph.types[$0].syntax?.location != syntax.location }) ?? true { continue }
                guard syntax.genericParameters.isEmpty else {
                    graph.diagnostics.append(.error(.invalidType, "'\(syntax.path)' is generic: an element of a collection is one type; contribute a specialization's subclass or wrapper instead",
                                                    at: syntax.contributions[0].location))
                    continue
                }
                // Still an element (its collection is not empty for it): the error stops the run.
                if syntax.accessLevel < .internal {
                    graph.diagnostics.append(InaccessibleType.diagnostic(syntax, builtBy: "the reader of '\(syntax.contributions[0].collection)'",
                                                                      at: syntax.contributions[0].location, notes: []))
                }
                if let typeID { graph.types[typeID].isContributor = true }
                let scopes = qualifier.enclosingScopes(of: syntax.path)
                for var contribution in syntax.contributions {
                    contribution.exposedType = qualifier.qualify(contribution.exposedType, scopes: scopes)
                    let qualified = { (name: String) -> String in
                        guard case let .success(type) = TypeParser.parse(name) else { return name }
                        return qualifier.qualify(type, scopes: scopes).swiftSource
                    }
                    contribution.after = contribution.after.map(qualified)
                    contribution.replaces = contribution.replaces.map(qualified)
                    let isPublic = syntax.accessLevel >= .public
                    graph.collections.elements.append(Collections.Element(
                        syntax: contribution, path: syntax.path, module: "", isPublic: isPublic,
                        hasPublicInitializer: !isPublic || graph.hasContainer(syntax) || hasPublicInitializer(syntax)))
                }
            }
        }
    }

    /// The contributions of the modules whose summaries the run reads (docs/contributions.md and docs/modules.md), in module
    /// order. A summary is this tool's own output: what it wrote parses.
    private static func gather(_ modules: [ModuleSummary], into graph: inout DependencyGraph) {
        for summary in modules.sorted(by: { $0.module < $1.module }) {
            for contribution in summary.contributions {
                guard case let .success(exposed) = TypeParser.parse(contribution.exposedType) else { continue }
                var syntax = ContributionSyntax(collection: contribution.collection, key: contribution.key, exposedType: exposed,
                                                location: contribution.location.sourceLocation(module: summary.module))
                syntax.priority = contribution.priority
                syntax.after = contribution.after
                syntax.replaces = contribution.replaces
                syntax.scope = contribution.scope
                graph.collections.elements.append(Collections.Element(syntax: syntax, path: contribution.element, module: summary.module,
                                                                      isPublic: true))
            }
        }
    }

    /// How the consumers' added registrations name other modules' elements (`Element.spelling`):
    /// what they register here.
    static func externalElementSpellings(_ graph: DependencyGraph) -> Set<String> {
        Set(graph.collections.elements.lazy.filter { !$0.module.isEmpty }.map(\.spelling))
    }

    /// A name in an `after:` or `replaces:` list that matches elements of two types: which one is
    /// meant is the user's to say (with the module, or the enclosing type).
    private static func ambiguity(_ name: String, in list: String, of collection: String, _ types: [[Int]], at element: Collections.Element,
                                  _ elements: [Collections.Element]) -> Diagnostic {
        let spelled = types.map { elements[$0[0]].qualifiedPath }
        return .error(.ambiguous, "'\(name)' in '\(list)' names \(types.count) elements of '\(collection)': \(spelled.joined(separator: ", ")); write the one meant",
                      at: element.syntax.location,
                      notes: types.map { DiagnosticNote("'\(elements[$0[0]].qualifiedPath)' contributes here", at: elements[$0[0]].syntax.location) })
    }

    /// Elements of one path from two modules are two types: each other module's is named with its
    /// module in the generated code (`Feed.RefreshTask()`), as is one named like a type of the
    /// run's own sources, which the plain name would mean.
    private static func qualifyClashingElements(_ graph: inout DependencyGraph) {
        var modulesByPath: [String: Set<String>] = [:]
        for element in graph.collections.elements { modulesByPath[element.path, default: []].insert(element.module) }
        for index in graph.collections.elements.indices where !graph.collections.elements[index].module.isEmpty {
            let path = graph.collections.elements[index].path
            guard modulesByPath[path, default: []].count > 1 || graph.declaredKinds[path] != nil else { continue }
            graph.collections.elements[index].qualifiedSpelling = graph.collections.elements[index].qualifiedPath
        }
    }

    private static func hasCollectionShapedReferences(_ graph: DependencyGraph) -> Bool {
        // By index: copying each dependency out of the graph would be most of this pass.
        graph.dependencies.indices.contains { graph.dependencies[$0].dependency.kind == .reference && shape(of: graph.dependencies[$0].dependency.type) != nil }
    }

    /// Every element of a collection is exposed as the first one's type.
    private static func checkExposedTypes(_ members: [Int], graph: inout DependencyGraph) {
        let first = graph.collections.elements[members[0]].syntax
        for index in members.dropFirst() {
            let element = graph.collections.elements[index].syntax
            guard element.exposedType.normalized != first.exposedType.normalized else { continue }
            graph.diagnostics.append(.error(
                .typeMismatch,
                "'\(element.collection)' holds '\(first.exposedType.swiftSource)', but this element is exposed as '\(element.exposedType.swiftSource)'",
                at: element.location, notes: [DiagnosticNote("the collection's first element is exposed here", at: first.location)]))
        }
    }

    /// Two entries of one map under the same key: an error at each, naming the other.
    private static func checkKeys(_ collection: String, _ members: [Int], graph: inout DependencyGraph) {
        var firstByKey: [String: Int] = [:]
        let elements = graph.collections.elements
        let keyed = members.filter { elements[$0].syntax.key != nil }
        if !keyed.isEmpty, keyed.count != members.count, let unkeyed = members.first(where: { elements[$0].syntax.key == nil }) {
            graph.diagnostics.append(.error(
                .invalidAnnotation, "'\(collection)' is a map (other elements name a key), but this element has none; write 'contributes \(collection)[\"key\"] <- …'",
                at: elements[unkeyed].syntax.location, notes: [DiagnosticNote("an element with a key", at: elements[keyed[0]].syntax.location)]))
        }
        for index in keyed {
            // Compared as the strings Swift makes of them (docs/contributions.md): "a\u{62}" is "ab".
            let key = StringLiteralValue.value(of: elements[index].syntax.key!)
            guard let first = firstByKey[key] else {
                firstByKey[key] = index
                continue
            }
            let message = { (this: Int, other: Int) in
                let (written, otherWritten) = (elements[this].syntax.key!, elements[other].syntax.key!)
                let same = written == otherWritten ? "" : " (\"\(written)\" and \"\(otherWritten)\" are the same string)"
                return "'\(elements[this].syntax.entry)' is contributed twice: by '\(elements[this].path)' and by '\(elements[other].path)'\(same); a map has one element per key"
            }
            graph.diagnostics.append(.error(.duplicateDependency, message(first, index), at: elements[first].syntax.location,
                                            notes: [DiagnosticNote("also contributed here", at: elements[index].syntax.location)]))
            graph.diagnostics.append(.error(.duplicateDependency, message(index, first), at: elements[index].syntax.location,
                                            notes: [DiagnosticNote("first contributed here", at: elements[first].syntax.location)]))
        }
    }

    /// `after:` first (a topological order), and among the elements free to come next: higher
    /// priority, then module name, then type path. Where the collection is read (`checkingNames`),
    /// an unknown `after:` name is `unresolvable` and a cycle is `cycle`, naming each step; the
    /// elements of a cycle keep their priority order.
    private static func order(_ collection: String, _ members: [Int], names: ElementNames, replacedBy: [Int: Int], checkingNames: Bool,
                              graph: inout DependencyGraph) -> [Int] {
        let elements = graph.collections.elements
        // A replaced element leaves the collection; an `after:` naming it waits for what replaces it.
        let members = replacedBy.isEmpty ? members : members.filter { replacedBy[$0] == nil }
        // What stands in an element's place: the element that replaces it, or what replaces that one.
        func present(_ element: Int) -> Int {
            var current = element
            for _ in 0..<replacedBy.count {
                guard let replacing = replacedBy[current] else { break }
                current = replacing
            }
            return current
        }
        var before: [Int: [Int]] = [:]
        var waitingFor: [Int: Int] = [:]
        for index in members {
            for name in elements[index].syntax.after {
                let match = names.entries(named: name, writtenIn: elements[index].module)
                if case let .ambiguous(types) = match {
                    if checkingNames { graph.diagnostics.append(ambiguity(name, in: "after:", of: collection, types, at: elements[index], elements)) }
                    continue
                }
                guard case let .entries(earlierOnes) = match else {
                    guard checkingNames else { continue }
                    let paths = members.map { elements[$0].path }.sorted()
                    let listed = paths.count > 20 ? paths.prefix(20).joined(separator: ", ") + ", … (\(paths.count) in all)" : paths.joined(separator: ", ")
                    var notes = [DiagnosticNote("elements of '\(collection)': " + listed)]
                    var fixes: [DiagnosticFix] = []
                    if let close = Suggestion.closest(to: name, among: paths) {
                        notes.append(DiagnosticNote("did you mean '\(close)'?"))
                        // Written as the name was: a simple name stays simple when it is unambiguous.
                        let simple = String(close.split(separator: ".").last ?? Substring(close))
                        let written = !name.contains(".") && paths.filter({ $0 == simple || $0.hasSuffix("." + simple) }).count == 1 ? simple : close
                        // Also in another module's file: an editor opens it through the module's folder.
                        fixes = [DiagnosticFix("Change to '\(written)'", [.replaceWord(at: elements[index].syntax.location, old: name, new: written)])]
                    }
                    graph.diagnostics.append(.error(
                        .unresolvable, "'\(name)' in 'after:' is not an element of '\(collection)'", at: elements[index].syntax.location, notes: notes,
                        fixes: fixes))
                    continue
                }
                guard elements[earlierOnes[0]].qualifiedPath != elements[index].qualifiedPath else {
                    if checkingNames {
                        graph.diagnostics.append(.error(
                            .cycle, "'\(elements[index].path)' names itself in the 'after:' list of '\(collection)': an element cannot come after itself",
                            at: elements[index].syntax.location))
                    }
                    continue
                }
                for earlier in Set(earlierOnes.map(present)).sorted() where earlier != index {
                    before[earlier, default: []].append(index)
                    waitingFor[index, default: 0] += 1
                }
            }
        }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            let (x, y) = (elements[a], elements[b])
            if x.syntax.priority != y.syntax.priority { return x.syntax.priority > y.syntax.priority }
            if x.module != y.module { return x.module < y.module }
            if x.path != y.path { return x.path < y.path }
            return a < b
        }
        // Kahn's order, the next element always the first free one by `precedes`: each member's
        // rank in that order goes in a heap, so 20,000 elements cost n log n, not n².
        let ranked = members.sorted(by: precedes)
        var rank: [Int: Int] = [:]
        for (position, index) in ranked.enumerated() { rank[index] = position }
        var ready = RankHeap()
        for index in members where waitingFor[index, default: 0] == 0 { ready.insert(rank[index]!) }
        var result: [Int] = []
        result.reserveCapacity(members.count)
        while let next = ready.popMinimum() {
            let index = ranked[next]
            result.append(index)
            for later in before[index] ?? [] {
                waitingFor[later]! -= 1
                if waitingFor[later] == 0 { ready.insert(rank[later]!) }
            }
        }
        if result.count < members.count {
            let stuck = Set(members).subtracting(result)
            if checkingNames { reportCycle(collection, among: stuck, before: before, graph: &graph) }
            result += stuck.sorted(by: precedes)
        }
        return result
    }

    /// `replaces:` (docs/contributions.md): each named element, by the element replacing it. Where the
    /// collection is read (`checkingNames`), a name that is not an element is `unresolvable`, and
    /// elements replacing each other (or themselves) are `cycle`: none of them is replaced.
    private static func replacements(_ collection: String, _ members: [Int], names: ElementNames, checkingNames: Bool,
                                     graph: inout DependencyGraph) -> [Int: Int] {
        let elements = graph.collections.elements
        var replacedBy: [Int: Int] = [:]
        for index in members {
            for name in elements[index].syntax.replaces {
                let match = names.entries(named: name, writtenIn: elements[index].module)
                if case let .ambiguous(types) = match {
                    if checkingNames { graph.diagnostics.append(ambiguity(name, in: "replaces:", of: collection, types, at: elements[index], elements)) }
                    continue
                }
                guard case let .entries(replaced) = match else {
                    guard checkingNames else { continue }
                    let paths = Set(members.map { elements[$0].path }).sorted()
                    var notes = [DiagnosticNote("elements of '\(collection)': " + paths.prefix(20).joined(separator: ", ")
                        + (paths.count > 20 ? ", … (\(paths.count) in all)" : ""))]
                    var fixes: [DiagnosticFix] = []
                    if let close = Suggestion.closest(to: name, among: paths) {
                        notes.append(DiagnosticNote("did you mean '\(close)'?"))
                        fixes = [DiagnosticFix("Change to '\(close)'", [.replaceWord(at: elements[index].syntax.location, old: name, new: close)])]
                    }
                    graph.diagnostics.append(.error(.unresolvable, "'\(name)' in 'replaces:' is not an element of '\(collection)'",
                                                    at: elements[index].syntax.location, notes: notes, fixes: fixes))
                    continue
                }
                for entry in replaced { replacedBy[entry] = index }
            }
        }
        // Following replacements from an element back to itself is a cycle: reported once, at the
        // first element of it by type path, and undone.
        var inCycle = Set<Int>()
        for start in replacedBy.keys.sorted() where !inCycle.contains(start) {
            var chain = [start]
            var current = start
            while let next = replacedBy[current], chain.count <= members.count {
                if elements[next].qualifiedPath == elements[start].qualifiedPath {
                    let cycle = chain.map { elements[$0].path }
                    if checkingNames {
                        let first = chain.min { elements[$0].path < elements[$1].path }!
                        let message = cycle.count == 1
                            ? "'\(cycle[0])' names itself in the 'replaces:' list of '\(collection)'"
                            : "the 'replaces:' lists of '\(collection)' form a cycle: " + (cycle + [cycle[0]]).joined(separator: " is replaced by ")
                        graph.diagnostics.append(.error(.cycle, message, at: elements[first].syntax.location,
                                                        notes: [DiagnosticNote("an element replaces another only if that one does not replace it back")]))
                    }
                    inCycle.formUnion(chain)
                    break
                }
                guard !chain.contains(next) else { break }
                chain.append(next)
                current = next
            }
        }
        for index in inCycle { replacedBy[index] = nil }
        return replacedBy
    }

    /// One diagnostic per cycle among `stuck`, at the first element's line (by type path).
    private static func reportCycle(_ collection: String, among stuck: Set<Int>, before: [Int: [Int]], graph: inout DependencyGraph) {
        let elements = graph.collections.elements
        // Walk `after:` edges backwards from the first stuck element until one repeats.
        guard let start = stuck.min(by: { elements[$0].path < elements[$1].path }) else { return }
        var after: [Int: [Int]] = [:]
        for (earlier, laters) in before { for later in laters where stuck.contains(later) && stuck.contains(earlier) { after[later, default: []].append(earlier) } }
        var path = [start]
        var seen: [Int: Int] = [start: 0]
        var current = start
        while let next = after[current]?.min(by: { elements[$0].path < elements[$1].path }) {
            if let position = seen[next] {
                let cycle = Array(path[position...]) + [next]
                let steps = cycle.map { elements[$0].path }.joined(separator: " after ")
                graph.diagnostics.append(.error(
                    .cycle, "the 'after:' lists of '\(collection)' form a cycle: \(steps)",
                    at: elements[cycle[0]].syntax.location,
                    notes: cycle.dropFirst().dropLast().map { DiagnosticNote("'\(elements[$0].path)' comes after '\(elements[after[$0]!.min(by: { elements[$0].path < elements[$1].path })!].path)' here", at: elements[$0].syntax.location) }))
                return
            }
            seen[next] = path.count
            path.append(next)
            current = next
        }
    }

    /// `[E]`, `[String: E]` or `[String: (P) -> E]`, with the element type; nil for anything else.
    static func shape(of type: TypeExpression) -> (Collections.Shape, element: TypeExpression)? {
        // Most references are neither: ruled out before normalizing, which builds a new tree.
        switch type {
        case .array, .dictionary: break
        case let .nominal(components) where components.last.map({ $0.name == "Array" || $0.name == "Dictionary" }) ?? false: break
        default: return nil
        }
        switch type.normalized {
        case let .array(element):
            return (.array, element)
        case let .dictionary(key, value) where key.normalized == .named("String"):
            if case let .function(function) = value { return (.factoryMap, function.result) }
            return (.map, value)
        default:
            return nil
        }
    }

    /// Each consumer's collection references: one registration per element, added to the consumer.
    static func addConsumers(_ graph: inout DependencyGraph) {
        guard !graph.collections.elements.isEmpty || hasCollectionShapedReferences(graph) else { return }
        let elements = graph.collections.elements
        let exposed = graph.collections.order.mapValues { elements[$0[0]].syntax.exposedType }
        let consumers = graph.types.indices.filter { graph.types[$0].isAnnotated && !graph.types[$0].dependencies.isEmpty }
        // Names some registration or parameter could provide: a reference to one is not a
        // collection. Listed on first use: only a reference no contribution fills asks.
        var providers: Set<String>?
        func isProvided(_ name: String) -> Bool {
            if providers == nil {
                providers = Set(graph.dependencies.lazy.filter { $0.dependency.kind != .reference }.map(\.dependency.name))
            }
            return providers!.contains(name)
        }
        var natures: [String: Nature] = [:]
        defer { reportUnread(&graph) }
        for consumer in consumers {
            for reference in graph.types[consumer].dependencies where graph.dependencies[reference].dependency.kind == .reference {
                let dependency = graph.dependencies[reference].dependency
                guard !dependency.isFactoryReference, let (shape, element) = shape(of: dependency.type) else { continue }
                guard let order = graph.collections.order[dependency.name], let elementType = exposed[dependency.name] else {
                    // Nothing contributes and nothing else could provide it: an empty collection
                    // (an app's run only: a library's reference may be its importer's to pass).
                    if graph.seesWholeApp, !isProvided(dependency.name) {
                        graph.diagnostics.append(.warning(
                            .emptyCollection, "nothing contributes to '\(dependency.name)': it is empty; an element declares 'contributes \(dependency.name)\(shape == .array ? "" : "[\"key\"]") <- \(element.swiftSource)'",
                            at: dependency.location))
                        graph.collections.references[reference] = Collections.Reference(collection: dependency.name, shape: shape, elements: [])
                    }
                    continue
                }
                let nature = natures[dependency.name] ?? Nature(of: order, elementType: elementType, in: graph)
                natures[dependency.name] = nature
                if let problem = nature.mismatch(reading: shape, element, name: dependency.name) {
                    let right = nature.reading
                    var fixes: [DiagnosticFix] = []
                    if dependency.wrapper == nil { fixes = [DiagnosticFix("Read it as '\(right)'", [.replaceWord(at: dependency.location, old: dependency.type.swiftSource, new: right)])] }
                    graph.diagnostics.append(.error(
                        .typeMismatch, "\(problem); read it as '\(right)'", at: dependency.location,
                        notes: [DiagnosticNote(nature.parameters.isEmpty ? "an element of '\(dependency.name)'" : "an element of '\(dependency.name)', which takes parameters",
                                               at: elements[nature.witness].syntax.location)],
                        fixes: fixes))
                    // Reported once: not also asked of the ancestors as an ordinary reference.
                    graph.collections.references[reference] = Collections.Reference(collection: dependency.name, shape: shape, elements: [])
                    continue
                }
                var added: [DependencyID] = []
                for index in order {
                    let element = elements[index]
                    if shape == .array, element.syntax.key != nil { continue }
                    if shape != .array, element.syntax.key == nil { continue }
                    let type = TypeExpression.nominal(element.spelling.split(separator: ".").map { TypeComponent(name: String($0)) })
                    var registration = Dependency(DependencyAnnotation(
                        kind: .registration, name: elementName(dependency.name, element.spelling), type: type,
                        abstractType: type.normalized == element.syntax.exposedType.normalized ? nil : element.syntax.exposedType,
                        location: element.syntax.location))
                    registration.explicitScope = element.syntax.scope ?? (takesParameters(element.spelling, graph) ? .transient : .lazy)
                    let id = graph.dependencies.append(GraphDependency(owner: consumer, dependency: registration, target: nil))
                    graph.types[consumer].dependencies.append(id)
                    graph.collections.elementOf[id] = index
                    graph.collections.referenceOf[id] = reference
                    added.append(id)
                }
                graph.collections.references[reference] = Collections.Reference(collection: dependency.name, shape: shape, elements: added)
            }
        }
    }

    /// The elements nothing will build (docs/contributions.md "Nothing silent"), once consumers are known:
    /// - in a run that sees the whole app (no module name, or an executable's module), each
    ///   contribution to a collection no consumer reads: `unused-contribution`, with the read
    ///   collection whose name is close; in an executable's run, another module's element only
    ///   with such a name (a collection that app does not read may be another app's);
    /// - in a library module's run, each contribution of a type internal to the module to a
    ///   collection the module itself does not read: `unreachable-contribution` (it is left out
    ///   of the module's summary, so no other module can build it).
    private static func reportUnread(_ graph: inout DependencyGraph) {
        guard !graph.collections.elements.isEmpty else { return }
        let read = Set(graph.collections.references.values.map(\.collection))
        let unread = graph.collections.order.keys.filter { !read.contains($0) }.sorted()
        guard !unread.isEmpty else { return }
        let elements = graph.collections.elements
        if !graph.seesWholeApp, let module = graph.moduleName {
            for collection in unread {
                for index in graph.collections.order[collection]! where elements[index].module.isEmpty && !elements[index].isPublic {
                    let element = elements[index]
                    graph.diagnostics.append(.warning(
                        .unreachableContribution,
                        "'\(element.path)' contributes to '\(collection)' but is internal to module '\(module)', which does not read '\(collection)': no other module can build it, so the app never gets this element; make '\(element.path)' public",
                        at: element.syntax.location))
                }
            }
            return
        }
        // What consumers read, or try to: every reference shaped like a collection.
        let readable = Set(graph.dependencies.lazy.filter { $0.dependency.kind == .reference && shape(of: $0.dependency.type) != nil }
            .map(\.dependency.name)).sorted()
        for collection in unread {
            let close = Suggestion.closest(to: collection, among: readable)
            for index in graph.collections.order[collection]! {
                let element = elements[index]
                // Another module's element in an app that does not read its collection is
                // another app variant's (docs/variants.md), unless the name is a misspelling.
                if !element.module.isEmpty, graph.moduleName != nil, close == nil { continue }
                var notes: [DiagnosticNote] = []
                var fixes: [DiagnosticFix] = []
                if let close {
                    notes.append(DiagnosticNote("did you mean '\(close)'?"))
                    fixes.append(DiagnosticFix("Rename to '\(close)'", [.replaceWord(at: element.syntax.location, old: collection, new: close)]))
                }
                graph.diagnostics.append(.warning(
                    .unusedContribution, "nothing reads '\(collection)': '\(element.path)' contributes to it and is never built",
                    at: element.syntax.location, notes: notes, fixes: fixes))
            }
        }
    }

    /// What a collection is, from its elements: an array (no keys), a map (keys) or a map of
    /// factories (keys, elements that take parameters), and so how a consumer must read it.
    private struct Nature {
        var shape: Collections.Shape
        var elementType: TypeExpression
        /// The parameter types of the first element that takes any (in the collection's order).
        var parameters: [TypeExpression] = []
        /// The element that shows it: the first, or the first taking parameters.
        var witness: Int

        init(of order: [Int], elementType: TypeExpression, in graph: DependencyGraph) {
            let elements = graph.collections.elements
            self.elementType = elementType
            witness = order[0]
            guard elements[order[0]].syntax.key != nil else {
                shape = .array
                return
            }
            shape = .map
            for index in order {
                guard let type = graph.typeIDByPath[elements[index].spelling] else { continue }
                let taken = graph.parameters(of: type)
                guard !taken.isEmpty else { continue }
                shape = .factoryMap
                parameters = taken.map { graph.dependencies[$0].dependency.type }
                witness = index
                break
            }
        }

        /// `[LaunchTask]`, `[String: Screen]`, `[String: (String) -> Screen]`.
        var reading: String {
            switch shape {
            case .array: "[\(elementType.swiftSource)]"
            case .map: "[String: \(elementType.swiftSource)]"
            case .factoryMap: "[String: (\(parameters.map(\.swiftSource).joined(separator: ", "))) -> \(elementType.swiftSource)]"
            }
        }

        /// Why a consumer's reading is wrong, or nil when it is right.
        func mismatch(reading: Collections.Shape, _ element: TypeExpression, name: String) -> String? {
            let taken = "(" + parameters.map(\.swiftSource).joined(separator: ", ") + ")"
            switch (shape, reading) {
            case (.array, .map), (.array, .factoryMap):
                return "'\(name)' is an array: its elements name no key"
            case (.map, .array), (.factoryMap, .array):
                return "'\(name)' is a map: its elements name keys" + (shape == .factoryMap ? " and take parameters \(taken)" : "")
            case (.map, .factoryMap):
                return "the elements of '\(name)' take no parameters: the map holds them, not factories"
            case (.factoryMap, .map):
                return "the elements of '\(name)' take parameters \(taken): the map holds a factory for each"
            default:
                guard element.normalized != elementType.normalized else { return nil }
                return "'\(name)' is a collection of '\(elementType.swiftSource)'"
            }
        }
    }

    /// Whether the element's type takes parameters: an annotated type here, or another module's
    /// through its entry point.
    private static func takesParameters(_ path: String, _ graph: DependencyGraph) -> Bool {
        guard let type = graph.typeIDByPath[path] else { return false }
        return !graph.parameters(of: type).isEmpty
    }

    /// The added registration's name: `weaverLaunchTasksCrashReporterTask`, after the collection
    /// and the element's type, so that adding an element renames no other.
    static func elementName(_ collection: String, _ path: String) -> String {
        "weaver" + GeneratedNames.upperCamel(collection) + GeneratedNames.typeIdentifier(path)
    }
}

/// A binary min-heap of ranks: the free elements of a collection being ordered.
private struct RankHeap {
    private var items: [Int] = []

    mutating func insert(_ value: Int) {
        items.append(value)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child] < items[parent] else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func popMinimum() -> Int? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < items.count, items[left] < items[smallest] { smallest = left }
            if right < items.count, items[right] < items[smallest] { smallest = right }
            guard smallest != parent else { return first }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }
}

/// The entries of one collection by the names `after:` and `replaces:` give them, matched as
/// written: a type path (`Launch.CrashReporterTask`), the path with its module
/// (`Feed.RefreshTask`), or a dotted tail of either (`after: [CrashReporterTask]`). A name that
/// matches elements of two types is ambiguous, never settled by order. A type may contribute
/// several entries.
private final class ElementNames {
    enum Match {
        case entries([Int])
        /// The entries of each type the name matches, in member order.
        case ambiguous([[Int]])
        case none
    }

    private let members: [Int]
    private let elements: [Collections.Element]
    private let moduleName: String?
    /// Per other module, the modules its summary says it imports.
    private let imports: [String: Set<String>]
    /// By each full spelling of an element's type: its path, and its path with its module.
    private var byFullName: [String: [Int]] = [:]
    /// By each dotted tail of a full spelling (`CrashReporterTask` of `Launch.CrashReporterTask`),
    /// in member order. Made only when a name is not a full one: looked up, not searched for,
    /// since a collection may have thousands of elements.
    private lazy var byTail: [String: [Int]] = {
        var tails: [String: [Int]] = [:]
        for index in members {
            var seen = Set<String>()
            for name in fullNames(of: index) {
                var rest = name[...]
                while let dot = rest.firstIndex(of: ".") {
                    rest = rest[rest.index(after: dot)...]
                    if seen.insert(String(rest)).inserted { tails[String(rest), default: []].append(index) }
                }
            }
        }
        return tails
    }()

    init(_ members: [Int], _ elements: [Collections.Element], moduleName: String?, imports: [String: Set<String>]) {
        self.members = members
        self.elements = elements
        self.moduleName = moduleName
        self.imports = imports
        for index in members {
            for name in Set(fullNames(of: index)) { byFullName[name, default: []].append(index) }
        }
    }

    /// The element's path and, when its module is known, the path with the module.
    private func fullNames(of index: Int) -> [String] {
        let element = elements[index]
        let module = element.module.isEmpty ? moduleName : element.module
        return [element.path] + (module.map { [$0 + "." + element.path] } ?? [])
    }

    /// - Parameter module: the module of the element whose list holds the name ("" for the run's
    ///   own). A name may name an element of a module the writer does not import (the list is
    ///   checked where the collection is read); among types of several modules it means, as in
    ///   Swift, the writer's own, else the one of a module its summary says it imports.
    func entries(named name: String, writtenIn module: String) -> Match {
        var found = byFullName[name] ?? byTail[name] ?? []
        guard !found.isEmpty else { return .none }
        func types(_ indices: [Int]) -> Int { Set(indices.map { elements[$0].qualifiedPath }).count }
        if types(found) > 1 {
            let own = found.filter { elements[$0].module == module }
            let seen = imports[module].map { seen in found.filter { seen.contains(elements[$0].module) } } ?? []
            if !own.isEmpty, types(own) == 1 { found = own } else if own.isEmpty, !seen.isEmpty, types(seen) == 1 { found = seen }
        }
        // One type: its module and path.
        var byType: [String: [Int]] = [:]
        var order: [String] = []
        for index in found {
            let type = elements[index].qualifiedPath
            if byType[type] == nil { order.append(type) }
            byType[type, default: []].append(index)
        }
        return order.count == 1 ? .entries(found) : .ambiguous(order.map { byType[$0]! })
    }
}
