import WeaverCore
/// What `weaver explore`'s page knows of the graph (docs/explore.md), as one compact JSON value the
/// page's script reads: arrays indexed by type and dependency, so that a graph of 2,000 types
/// stays a small page and 10,000 types load at once.
///
/// - `types`: `[path, module, kind, flags, file, line]` by type id; flags: 1 root, 2 annotated,
///   4 public, 8 isolated, 16 another module's.
/// - `deps`: `[owner, name, kind, type, target, scope, file, line]`; kind `r`egistration,
///   re`f`erence, `p`arameter; target a type id or -1; scope "" for a reference or parameter.
/// - `resolves`: `[reference, [provider…]]`; `nilOn`: `[reference, [root…]]`.
/// - `collections`: `[consumer reference, name, [[element type path, file, line]…]]`.
/// - `contributions`: `[type, collection, file, line]`.
/// - `diagnostics`: `[severity, code, message, file, line, type]` (type -1 when none is near).
/// - `roots`: `[type, instances, depth, [chain dependency…], [[module, instances]…],
///   [longest chain of registrations…], [[dominated type, how many types it dominates]…], total]`.
enum ExplorerData {
    static func json(_ graph: DependencyGraph, diagnostics: [Diagnostic], title: String) -> String {
        let module = graph.moduleName ?? ""
        var index: [DependencyID: Int] = [:]
        var deps: [JSONValue] = []
        for id in graph.dependencies.indices where !graph.collections.isElement(id) {
            index[id] = deps.count
            let placed = graph.dependencies[id]
            let dependency = placed.dependency
            let kind = switch dependency.kind {
            case .registration: "r"
            case .reference: "f"
            case .parameter: "p"
            }
            deps.append(.array([.integer(placed.owner), .string(dependency.name), .string(kind), .string(dependency.type.swiftSource),
                                .integer(placed.target ?? -1), .string(dependency.kind == .registration ? dependency.scope.rawValue : ""),
                                .string(dependency.location.file), .integer(dependency.location.line)]))
        }
        let types: [JSONValue] = graph.types.map { type in
            var flags = type.isRoot ? 1 : 0
            if type.isAnnotated { flags |= 2 }
            if type.isPublic { flags |= 4 }
            if type.isIsolated { flags |= 8 }
            if type.external != nil { flags |= 16 }
            let location = type.syntax?.location
            return .array([.string(type.path), .string(type.external?.module ?? module), .string(type.declarationKind?.rawValue ?? ""),
                           .integer(flags), .string(location?.file ?? ""), .integer(location?.line ?? 0)])
        }
        let resolves: [JSONValue] = graph.resolvedReferences.keys.sorted().compactMap { reference in
            guard let at = index[reference] else { return nil }
            return .array([.integer(at), .array((graph.resolvedReferences[reference] ?? []).compactMap { index[$0].map(JSONValue.integer) })])
        }
        var nilOn: [Int: [Int]] = [:]
        for (reference, root) in graph.optionalReferencesNilAtRoots { if let at = index[reference] { nilOn[at, default: []].append(root) } }
        let collections: [JSONValue] = graph.collections.references.keys.sorted().compactMap { id in
            guard let at = index[id], let reference = graph.collections.references[id] else { return nil }
            return .array([.integer(at), .string(reference.collection), .array(graph.collections.elements(of: reference).map { element in
                .array([.string(element.spelling), .string(element.syntax.location.file), .integer(element.syntax.location.line)])
            })])
        }
        let contributions: [JSONValue] = graph.collections.elements.filter { $0.module.isEmpty }.compactMap { element in
            graph.typeIDByPath[element.path].map { type in
                .array([.integer(type), .string(element.syntax.entry), .string(element.syntax.location.file), .integer(element.syntax.location.line)])
            }
        }
        return JSONValue.object([
            ("title", .string(title)),
            ("types", .array(types)),
            ("deps", .array(deps)),
            ("resolves", .array(resolves)),
            ("nilOn", .array(nilOn.keys.sorted().map { .array([.integer($0), .array(nilOn[$0]!.map(JSONValue.integer))]) })),
            ("collections", .array(collections)),
            ("contributions", .array(contributions)),
            ("diagnostics", .array(placed(diagnostics, in: graph))),
            ("roots", .array(roots(graph, index: index))),
        ]).rendered(pretty: false)
    }

    /// Each diagnostic with the type it belongs to: the owner of a dependency on its line, else the
    /// type declared last above it in its file (-1: none). The lines are indexed once, not
    /// searched for each diagnostic.
    private static func placed(_ diagnostics: [Diagnostic], in graph: DependencyGraph) -> [JSONValue] {
        guard !diagnostics.isEmpty else { return [] }
        var ownerAtLine: [String: [Int: TypeID]] = [:]
        for id in graph.dependencies.indices {
            let location = graph.dependencies[id].dependency.location
            if ownerAtLine[location.file, default: [:]][location.line] == nil { ownerAtLine[location.file, default: [:]][location.line] = graph.dependencies[id].owner }
        }
        var declarations: [String: [(line: Int, type: TypeID)]] = [:]
        for (type, node) in graph.types.enumerated() {
            if let declared = node.syntax?.location { declarations[declared.file, default: []].append((declared.line, type)) }
        }
        return diagnostics.map { diagnostic in
            var owner = -1
            if let location = diagnostic.location {
                owner = ownerAtLine[location.file]?[location.line]
                    ?? declarations[location.file]?.filter { $0.line <= location.line }.max { $0.line < $1.line }?.type ?? -1
            }
            return .array([.string(diagnostic.severity.rawValue), .string(diagnostic.code.rawValue), .string(diagnostic.message),
                           .string(diagnostic.location?.file ?? ""), .integer(diagnostic.location?.line ?? 0), .integer(owner)])
        }
    }

    private static func roots(_ graph: DependencyGraph, index: [DependencyID: Int]) -> [JSONValue] {
        let costs = LaunchCosts(graph)
        return graph.roots.map { root in
            let cost = costs.costs[root]
            let modules = cost.modules.keys.sorted().map { JSONValue.array([.string($0), .integer(cost.modules[$0]!)]) }
            let analysis = ConstructionAnalysis(graph, root: root)
            return .array([.integer(root), .integer(cost.instances), .integer(cost.depth),
                           .array(costs.chain(from: root, in: graph).compactMap { index[$0].map(JSONValue.integer) }), .array(modules),
                           .array(analysis.longestChain.compactMap { index[$0].map(JSONValue.integer) }),
                           .array(analysis.dominators.prefix(5).map { .array([.integer($0.type), .integer($0.dominated)]) }),
                           .integer(analysis.reachable)])
        }
    }
}
