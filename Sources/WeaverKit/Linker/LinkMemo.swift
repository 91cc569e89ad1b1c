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
        var generation: Int
        /// How this link's dependencies are numbered against the previous link's, when patched.
        var patch: Patch?
    }

    /// A patched link's dependencies against the link it patched: the same ids, but for one
    /// type's, which were `oldCount` from `start` and are `newCount` now; later ids moved by the
    /// difference. Its registrations and parameters keep their order (`moved`).
    struct Patch: Sendable {
        var from: Int
        var type: TypeID?
        var start: DependencyID = 0
        var oldCount = 0
        var newCount = 0
        /// The type's registrations and parameters: their ids before and now.
        var moved: [DependencyID: DependencyID] = [:]

        /// The id now of `id` of the patched link; nil for one of the type's references.
        func id(_ id: DependencyID) -> DependencyID? {
            guard type != nil, id >= start else { return id }
            return id >= start + oldCount ? id + newCount - oldCount : moved[id]
        }

        /// The id in the patched link of a dependency numbered `id` now; nil for one of the
        /// resized type's own (`moved` is not followed back: its ids are the type's, asked anew).
        func previousID(_ id: DependencyID) -> DependencyID? {
            guard type != nil, id >= start else { return id }
            return id >= start + newCount ? id - newCount + oldCount : nil
        }
    }

    private let last = Locked<Link?>(nil)
    private let patches = Locked(0)

    /// How many links were patches of the last one (for tests).
    var patchedCount: Int { patches.withLock { $0 } }

    /// The last link's number (each link has the next one), and how it patched the one before.
    var lastLink: (generation: Int, patch: Patch?)? { last.withLock { $0.map { ($0.generation, $0.patch) } } }

    func remember(_ files: [FileSyntax], modules: [ModuleSummary], graph: DependencyGraph) {
        last.withLock { $0 = Link(files: files, modules: modules, graph: graph, generation: ($0?.generation ?? 0) + 1) }
    }

    /// The last link's graph with the files at `changed` paths linked again in place, or nil when
    /// an edit changed more than dependencies' contents (then the caller links afresh).
    /// - Parameter changed: the paths of the files whose syntax changed since the last link.
    func patched(_ files: [FileSyntax], changed: Set<String>, modules: [ModuleSummary], context: LinkContext,
                 options: LinkOptions) -> DependencyGraph? {
        guard var link = last.withLock({ $0 }), link.files.count == files.count, link.modules == modules else { return nil }
        // Every change is checked before the graph is touched: changing it copies its tables.
        var replacements: [Replacement] = []
        for path in changed {
            guard let place = Self.place(of: path, in: link.files), files[place].path == path,
                  let found = Self.replacements(in: link.graph, from: link.files[place], to: files[place], context: context,
                                                options: options, modules: modules)
            else { return nil }
            replacements += found
        }
        let resized = replacements.filter { $0.dependencies.count != link.graph.types[$0.type].dependencies.count }
        guard resized.count <= 1 else { return nil }
        var patch = Patch(from: link.generation)
        if let resize = resized.first {
            guard let renumbering = Self.renumber(&link.graph, resizing: resize, from: link.generation) else { return nil }
            patch = renumbering
        }
        for replacement in replacements {
            for (id, dependency) in zip(link.graph.types[replacement.type].dependencies, replacement.dependencies) {
                link.graph.dependencies[id].dependency = dependency
            }
            link.graph.types[replacement.type].syntax = replacement.syntax
        }
        (link.files, link.generation, link.patch) = (files, link.generation + 1, patch)
        last.withLock { $0 = link }
        patches.withLock { $0 += 1 }
        return link.graph
    }

    /// A linked type's new declaration and its dependencies, qualified.
    private struct Replacement {
        var type: TypeID
        var syntax: AnnotatedTypeSyntax
        var dependencies: [Dependency]
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
                                     options: LinkOptions, modules: [ModuleSummary]) -> [Replacement]? {
        guard old.types.count == new.types.count, old.path == new.path else { return nil }
        var replacements: [Replacement] = []
        for (oldType, newType) in zip(old.types, new.types) where oldType != newType {
            guard let moved = sameDeclaration(oldType, newType), let typeID = graph.typeIDByPath[newType.path],
                  case let .some(linked) = graph.types[typeID].syntax, linked == oldType else { return nil }
            // Moved lines leave the link's own diagnostics there behind, and collection elements.
            if moved, !graph.collections.isEmpty || graph.diagnostics.contains(where: { $0.mentions(file: new.path) }) { return nil }
            let before = oldType.dependencies.filter(options.keeps)
            var after = newType.dependencies.filter(options.keeps)
            guard let pairs = aligned(before, after, renumbering: graph.collections.isEmpty && modules.isEmpty) else { return nil }
            for (old, new) in pairs {
                if old.kind == .reference {
                    // Collection references are read by contributions (docs/contributions.md), and so are
                    // reference names where a collection has elements.
                    guard ContributionLinker.shape(of: old.type) == nil, ContributionLinker.shape(of: new.type) == nil,
                          graph.collections.elements.isEmpty || old.name == new.name else { return nil }
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
            replacements.append(Replacement(type: typeID, syntax: newType, dependencies: after))
        }
        return replacements
    }

    /// `old`'s and `new`'s dependencies paired, when they are the same kinds in the same order:
    /// with `renumbering`, `new` may have one reference more or less.
    private static func aligned(_ old: [Dependency], _ new: [Dependency], renumbering: Bool) -> [(Dependency, Dependency)]? {
        func sameKind(_ pair: (Dependency, Dependency)) -> Bool { pair.0.kind == pair.1.kind && pair.0.isSetter == pair.1.isSetter }
        if old.count == new.count {
            let pairs = Array(zip(old, new))
            return pairs.allSatisfy(sameKind) ? pairs : nil
        }
        guard renumbering, abs(old.count - new.count) == 1 else { return nil }
        let (longer, shorter) = old.count > new.count ? (old, new) : (new, old)
        // The extra one: where the two first differ by name, kind or type.
        func differ(_ first: Dependency, _ second: Dependency) -> Bool {
            first.name != second.name || first.kind != second.kind || first.type != second.type
        }
        let extra = shorter.indices.first { differ(shorter[$0], longer[$0]) } ?? shorter.count
        guard longer[extra].kind == .reference, ContributionLinker.shape(of: longer[extra].type) == nil else { return nil }
        var rest = longer
        rest.remove(at: extra)
        let pairs = old.count > new.count ? Array(zip(rest, shorter)) : Array(zip(shorter, rest))
        return pairs.allSatisfy(sameKind) ? pairs : nil
    }

    /// Gives `resize.type` as many dependencies as `resize` has, numbering the later ones anew;
    /// nil when its dependencies are not numbered one after another.
    private static func renumber(_ graph: inout DependencyGraph, resizing resize: Replacement, from generation: Int) -> Patch? {
        let type = resize.type
        let ids = graph.types[type].dependencies
        guard let start = ids.first ?? nextID(after: type, in: graph), ids.elementsEqual(start..<start + ids.count) else { return nil }
        // The type's registrations and parameters in order, before and after: the ids their targets list.
        let oldSites = ids.filter { graph.dependencies[$0].dependency.kind != .reference }
        let newSites = resize.dependencies.indices.filter { resize.dependencies[$0].kind != .reference }.map { start + $0 }
        guard oldSites.count == newSites.count else { return nil }
        let patch = Patch(from: generation, type: type, start: start, oldCount: ids.count, newCount: resize.dependencies.count,
                          moved: Dictionary(uniqueKeysWithValues: zip(oldSites, newSites)))
        var replaced: [GraphDependency] = []
        var others = oldSites.makeIterator()
        for dependency in resize.dependencies {
            let target = dependency.kind == .reference ? nil : others.next().flatMap { graph.dependencies[$0].target }
            replaced.append(GraphDependency(owner: type, dependency: dependency, target: target))
        }
        graph.dependencies.replaceSubrange(start..<start + ids.count, with: replaced)
        func renumbered(_ id: DependencyID) -> DependencyID { patch.id(id)! }
        for index in graph.types.indices {
            if index == type {
                graph.types[index].dependencies = Array(start..<start + resize.dependencies.count)
            } else if let last = graph.types[index].dependencies.last, last >= start {
                graph.types[index].dependencies = graph.types[index].dependencies.map(renumbered)
            }
            if graph.types[index].registrationSites.contains(where: { $0 >= start }) {
                graph.types[index].registrationSites = graph.types[index].registrationSites.map(renumbered)
            }
        }
        return patch
    }

    /// Where a type without dependencies would have its first: after the last one of a type before it.
    private static func nextID(after type: TypeID, in graph: DependencyGraph) -> DependencyID? {
        for earlier in stride(from: type - 1, through: 0, by: -1) {
            if let last = graph.types[earlier].dependencies.last { return last + 1 }
        }
        return 0
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
