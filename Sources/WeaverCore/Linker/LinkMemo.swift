/// The last link made with a kept `LinkContext` (an editor's), so that the next one can patch it:
/// an edit inside annotations that leaves every type, registration target and filter as it was
/// (a reference's name or type, a registration's abstraction or scope, one reference added or
/// removed, lines moved) changes only the edited types' declarations and dependencies in the
/// graph. Linking every file again would hold up an editor's refresh, mostly reading dependencies
/// scattered over memory.
final class LinkMemo: Sendable {
    private struct Link: Sendable {
        /// In path order (as linked): a file is found by bisection.
        var files: [FileSyntax]
        var modules: [ModuleSummary]
        var graph: DependencyGraph
    }

    private let last = Locked<Link?>(nil)
    private let counts = Locked((links: 0, patches: 0))

    /// How many links were remembered or patched, and how many were patches (for tests).
    var linkCount: Int { counts.withLock { $0.links } }
    var patchedCount: Int { counts.withLock { $0.patches } }

    func remember(_ files: [FileSyntax], modules: [ModuleSummary], graph: DependencyGraph) {
        last.withLock { $0 = Link(files: files, modules: modules, graph: graph) }
        counts.withLock { $0.links += 1 }
    }

    /// The last link's graph with the files at `changed` paths linked again in place, or nil when
    /// an edit changed more than dependencies' contents (then the caller links afresh). Every
    /// dependency keeps its id (`DependencyTable`): an added reference takes the next one, and a
    /// removed one's id is left unused.
    /// - Parameter changed: the paths of the files whose syntax changed since the last link.
    func patched(_ files: [FileSyntax], changed: Set<String>, modules: [ModuleSummary], context: LinkContext,
                 options: LinkOptions) -> DependencyGraph? {
        guard var link = last.withLock({ $0 }), link.files.count == files.count, link.modules == modules else { return nil }
        // Every change is checked before the graph is touched: changing it copies its tables.
        var replacements: [Replacement] = []
        for path in changed {
            guard let place = Self.place(of: path, in: link.files), files[place].path == path,
                  let found = Self.replacements(in: link.graph, from: link.files[place], to: files[place], context: context,
                                                options: options)
            else { return nil }
            replacements += found
        }
        // Ids given and left unused by earlier patches: past this many, link afresh (tables sized
        // by id grow with them).
        let added = replacements.reduce(0) { $0 + $1.kept.count { $0 == nil } }
        guard link.graph.dependencies.removedCount + added <= max(64, link.graph.dependencies.count / 8) else { return nil }
        for replacement in replacements {
            let before = link.graph.types[replacement.type].dependencies
            var ids: [DependencyID] = []
            ids.reserveCapacity(replacement.dependencies.count)
            for (dependency, place) in zip(replacement.dependencies, replacement.kept) {
                if let place {
                    link.graph.dependencies[before[place]].dependency = dependency
                    ids.append(before[place])
                } else {
                    ids.append(link.graph.dependencies.append(GraphDependency(owner: replacement.type, dependency: dependency, target: nil)))
                }
            }
            for place in before.indices where !replacement.kept.contains(place) { link.graph.dependencies.remove(before[place]) }
            link.graph.types[replacement.type].dependencies = ids
            link.graph.types[replacement.type].syntax = replacement.syntax
        }
        link.files = files
        last.withLock { $0 = link }
        counts.withLock { $0 = ($0.links + 1, $0.patches + 1) }
        return link.graph
    }

    /// A linked type's new declaration and its dependencies, qualified.
    private struct Replacement {
        var type: TypeID
        var syntax: AnnotatedTypeSyntax
        var dependencies: [Dependency]
        /// Per dependency, the place among the type's linked dependencies of the one it replaces;
        /// nil for an added reference.
        var kept: [Int?]
    }

    private static func place(of path: String, in files: [FileSyntax]) -> Int? {
        var (low, high) = (0, files.count)
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low].path == path ? low : nil
    }

    /// What linking `new` instead of `old` changes in `graph`, or nil when it would give the graph
    /// another shape.
    private static func replacements(in graph: DependencyGraph, from old: FileSyntax, to new: FileSyntax, context: LinkContext,
                                     options: LinkOptions) -> [Replacement]? {
        guard old.types.count == new.types.count, old.path == new.path else { return nil }
        var replacements: [Replacement] = []
        for (oldType, newType) in zip(old.types, new.types) where oldType != newType {
            // A contributing type whose last dependency goes has no container: it leaves the graph.
            guard let moved = sameDeclaration(oldType, newType), graph.hasContainer(newType), let typeID = graph.typeIDByPath[newType.path],
                  case let .some(linked) = graph.types[typeID].syntax, linked == oldType else { return nil }
            // Moved lines leave the link's own diagnostics there behind, and collection elements.
            if moved, graph.diagnostics.contains(where: { $0.mentions(file: new.path) })
                || graph.collections.elements.contains(where: { $0.syntax.location.file == new.path }) { return nil }
            let before = oldType.dependencies.filter(options.keeps)
            var after = newType.dependencies.filter(options.keeps)
            // A reference named like a collection with elements makes its `after:` and `replaces:`
            // names checked (docs/contributions.md): one added, removed or renamed links afresh.
            func namesACollection(_ name: String) -> Bool { graph.collections.order[name] != nil }
            guard let kept = aligned(before, after, namesACollection: namesACollection) else { return nil }
            for (new, place) in zip(after, kept) {
                guard let place else { continue }
                let old = before[place]
                if old.kind == .reference {
                    // Collection references are read by contributions (docs/contributions.md).
                    guard ContributionLinker.shape(of: old.type) == nil, ContributionLinker.shape(of: new.type) == nil,
                          old.name == new.name || !namesACollection(old.name) && !namesACollection(new.name) else { return nil }
                } else if old.type != new.type {
                    return nil
                }
            }
            for index in after.indices {
                guard context.qualify(&after[index], owner: newType, scopes: { context.qualifier.enclosingScopes(of: newType.path) }) == nil
                else { return nil }
            }
            // Every kept dependency was linked (none had a problem), and registrations still build
            // the same types: their qualified types are the same.
            let ids = graph.types[typeID].dependencies
            guard ids.count == before.count else { return nil }
            let linkedOthers = ids.filter { graph.dependencies[$0].dependency.kind != .reference }.map { graph.dependencies[$0].dependency.type }
            guard linkedOthers == after.filter({ $0.kind != .reference }).map(\.type) else { return nil }
            replacements.append(Replacement(type: typeID, syntax: newType, dependencies: after, kept: kept))
        }
        return replacements
    }

    /// Per dependency of `new`, the place in `old` of the one it replaces, when they are the same
    /// kinds in the same order; `new` may have one reference more (nil there) or one less, unless
    /// it is a collection reference or `namesACollection`.
    private static func aligned(_ old: [Dependency], _ new: [Dependency], namesACollection: (String) -> Bool) -> [Int?]? {
        func sameKind(_ first: Dependency, _ second: Dependency) -> Bool { first.kind == second.kind && first.isSetter == second.isSetter }
        if old.count == new.count {
            return zip(old, new).allSatisfy(sameKind) ? Array(old.indices) : nil
        }
        guard abs(old.count - new.count) == 1 else { return nil }
        let (longer, shorter) = old.count > new.count ? (old, new) : (new, old)
        // The extra one: where the two first differ by name, kind or type.
        func differ(_ first: Dependency, _ second: Dependency) -> Bool {
            first.name != second.name || first.kind != second.kind || first.type != second.type
        }
        let extra = shorter.indices.first { differ(shorter[$0], longer[$0]) } ?? shorter.count
        guard longer[extra].kind == .reference, ContributionLinker.shape(of: longer[extra].type) == nil,
              !namesACollection(longer[extra].name) else { return nil }
        // The places in `longer` of `shorter`'s dependencies.
        let places = shorter.indices.map { $0 < extra ? $0 : $0 + 1 }
        guard zip(places, shorter).allSatisfy({ sameKind(longer[$0], $1) }) else { return nil }
        if old.count > new.count { return places }
        var kept: [Int?] = Array(0..<extra)
        kept.append(nil)
        kept += Array(extra..<old.count)
        return kept
    }

    /// Equal but for their dependencies and the lines they are on: nil when they differ in more,
    /// else whether they moved.
    private static func sameDeclaration(_ old: AnnotatedTypeSyntax, _ new: AnnotatedTypeSyntax) -> Bool? {
        var old = old
        old.dependencies = new.dependencies
        if old == new { return false }
        (old.location, old.firstAnnotationLocation, old.mockLocation) = (new.location, new.firstAnnotationLocation, new.mockLocation)
        return old == new ? true : nil
    }
}

private extension Diagnostic {
    func mentions(file: String) -> Bool {
        location?.file == file || notes.contains { $0.location?.file == file }
    }
}
