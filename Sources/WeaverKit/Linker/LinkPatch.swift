/// The last link made with a kept `LinkContext` (an editor's), so that the next one can patch it:
/// an edit inside annotations that leaves every type, registration target and filter as it was
/// (a reference's name or type, a registration's abstraction or scope) changes only the edited
/// types' declarations and dependencies in the graph. Linking all 10,000 files again was a third
/// of an editor's refresh, most of it reading dependencies scattered over memory.
final class LinkMemo: Sendable {
    private struct Link: Sendable {
        var files: [FileSyntax]
        /// Each file's place in `files`, by path.
        var places: [String: Int]
        var modules: [ModuleSummary]
        var graph: DependencyGraph
    }

    private let last = Locked<Link?>(nil)
    private let patches = Locked(0)

    /// How many links were patches of the last one (for tests).
    var patchedCount: Int { patches.withLock { $0 } }

    func remember(_ files: [FileSyntax], modules: [ModuleSummary], graph: DependencyGraph) {
        let places = Dictionary(files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        last.withLock { $0 = Link(files: files, places: places, modules: modules, graph: graph) }
    }

    /// The last link's graph with the files at `changed` paths linked again in place, or nil when
    /// an edit changed more than dependencies' contents (then the caller links afresh).
    /// - Parameter changed: the paths of the files whose syntax changed since the last link.
    func patched(_ files: [FileSyntax], changed: Set<String>, modules: [ModuleSummary], context: LinkContext,
                 options: LinkOptions) -> DependencyGraph? {
        guard var link = last.withLock({ $0 }), link.files.count == files.count, link.modules == modules else { return nil }
        for path in changed {
            guard let place = link.places[path], files[place].path == path,
                  Self.patch(&link.graph, from: link.files[place], to: files[place], context: context, options: options) else { return nil }
            link.files[place] = files[place]
        }
        last.withLock { $0 = link }
        patches.withLock { $0 += 1 }
        return link.graph
    }

    /// Replaces `old`'s types' declarations and dependencies in `graph` with `new`'s; false when
    /// linking `new` would give the graph another shape.
    private static func patch(_ graph: inout DependencyGraph, from old: FileSyntax, to new: FileSyntax, context: LinkContext,
                              options: LinkOptions) -> Bool {
        guard old.types.count == new.types.count, old.path == new.path else { return false }
        for (oldType, newType) in zip(old.types, new.types) where oldType != newType {
            guard sameDeclaration(oldType, newType), oldType.dependencies.count == newType.dependencies.count,
                  let typeID = graph.typeIDByPath[newType.path], case let .some(linked) = graph.types[typeID].syntax,
                  linked == oldType else { return false }
            let ids = graph.types[typeID].dependencies
            var qualified: [Dependency] = []
            for (before, var after) in zip(oldType.dependencies, newType.dependencies) {
                guard options.keeps(before) == options.keeps(after), before.kind == after.kind, before.isSetter == after.isSetter else { return false }
                guard options.keeps(after) else { continue }
                if after.kind == .reference {
                    // Collection references are read by contributions (SPEC §13), and so are
                    // reference names where a collection has elements.
                    guard ContributionLinker.shape(of: before.type) == nil, ContributionLinker.shape(of: after.type) == nil,
                          graph.collections.elements.isEmpty || before.name == after.name else { return false }
                } else if before.type != after.type {
                    return false
                }
                guard context.qualify(&after, owner: newType, scopes: { context.qualifier.enclosingScopes(of: newType.path) }) == nil else {
                    return false
                }
                qualified.append(after)
            }
            guard qualified.count == ids.count else { return false }
            for (id, dependency) in zip(ids, qualified) {
                guard graph.dependencies[id].dependency.kind == .reference || graph.dependencies[id].dependency.type == dependency.type else {
                    return false
                }
            }
            for (id, dependency) in zip(ids, qualified) { graph.dependencies[id].dependency = dependency }
            graph.types[typeID].syntax = newType
        }
        return true
    }

    /// Equal but for their dependencies.
    private static func sameDeclaration(_ old: AnnotatedTypeSyntax, _ new: AnnotatedTypeSyntax) -> Bool {
        var old = old
        old.dependencies = new.dependencies
        return old == new
    }
}
