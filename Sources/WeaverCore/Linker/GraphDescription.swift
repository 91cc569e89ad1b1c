/// A linked graph as lines of text that name no id: a type by its path, a dependency by its owner's
/// path and its place among the owner's dependencies (`App#2`). Two graphs whose lines are equal
/// hold the same declarations, dependencies (every field, locations included), registration
/// targets, needs, provisions, resolutions, resolution failures, collections and link
/// diagnostics, whatever ids each link gave (an incremental link numbers an added reference after
/// every other and leaves a removed one's id unused, ARCHITECTURE.md invariant 6).
///
/// What it does not compare: what no later stage reads from the graph (the usage index, which
/// only `--warn-unused` builds, from the same files) and the order of types, which follows the
/// files' path order in both links.
package enum GraphDescription {
    package static func lines(of graph: DependencyGraph) -> [String] {
        var names: [DependencyID: String] = [:]
        for type in graph.types.indices {
            for (place, id) in graph.types[type].dependencies.enumerated() { names[id] = "\(graph.types[type].path)#\(place)" }
        }
        func name(_ id: DependencyID) -> String { names[id] ?? "unowned" }
        func path(_ type: TypeID?) -> String { type.map { graph.types.indices.contains($0) ? graph.types[$0].path : "?" } ?? "-" }
        func name(_ provision: Provision?) -> String {
            switch provision {
            case let .dependency(id)?: "dependency(\(name(id)))"
            case let .inherited(key)?: "inherited(\(key.name): \(key.type.swiftSource)\(key.isFactory ? " factory" : "")\(key.isOptional ? "?" : ""))"
            case nil: "nil"
            }
        }
        func name(_ kind: ResolutionFailure.Kind) -> String {
            switch kind {
            case let .unresolvable(root, reason): "unresolvable(\(path(root)), \(reason))"
            case let .typeMismatch(candidate): "typeMismatch(\(name(candidate)))"
            case let .ambiguous(candidates): "ambiguous(\(candidates.map(name).sorted()))"
            case let .referenceToFactory(provider): "referenceToFactory(\(name(provider)))"
            }
        }
        var lines: [String] = []
        for type in graph.types {
            let kind = type.declarationKind.map { "\($0)" } ?? "undeclared"
            let flags = [type.isAnnotated ? "annotated" : nil, type.isContributor ? "contributor" : nil, type.isRoot ? "root" : nil,
                         type.external.map { external in
                             // Keyed by the references' ids: named instead.
                             let labels = external.labels.map { "\(name($0.key)): \($0.value)" }.sorted()
                             let paths = external.paths.map { "\(name($0.key)): \(reflected($0.value))" }.sorted()
                             return "external(\(external.module).\(external.entryPoint) labels \(labels) paths \(paths))"
                         }].compactMap { $0 }
            lines.append("type \(type.path) \(kind) \(flags.joined(separator: " ")) sites: \(type.registrationSites.map(name).sorted())")
            if let syntax = type.syntax { lines.append("  declared \(reflected(syntax))") }
            for id in type.dependencies {
                let entry = graph.dependencies[id]
                lines.append("  \(name(id)) -> \(path(entry.target)): \(reflected(entry.dependency))")
            }
        }
        for type in graph.types.indices {
            for need in graph.needs.indices.contains(type) ? graph.needs[type] : [] {
                lines.append("need \(graph.types[type].path): \(need.key.name): \(need.key.type.swiftSource)\(need.key.isFactory ? " factory" : "")"
                    + "\(need.key.isOptional ? "?" : "") from \(name(need.origin)) via \(need.via.map(name) ?? "-")")
            }
        }
        lines += graph.provisions.map { "provision \(name($0.key)): \($0.value.map(name))" }.sorted()
        lines += graph.resolvedReferences.map { "resolved \(name($0.key)) -> \($0.value.map(name))" }.sorted()
        lines += graph.failures.map { "failure \(name($0.reference)) \(name($0.kind)) chain \($0.chain.map(path))" }.sorted()
        lines += graph.declaredKinds.map { "declared \($0.key) \($0.value)" }.sorted()
        lines += graph.supertypes.map { "supertypes \($0.key): \($0.value)" }.sorted()
        lines += graph.neverWeakTypes.map { "never weak \($0.key) \($0.value)" }.sorted()
        lines += graph.initializedInExtensions.map { "initialized in an extension \($0)" }.sorted()
        lines += graph.mockMembers.map { "mock member \($0.key): \(reflected($0.value))" }.sorted()
        lines.append("imports \(graph.imports); module \(graph.moduleName ?? "-"); whole app \(graph.seesWholeApp); summaries \(graph.summarizedModules)")
        lines += graph.moduleImports.map { "module imports \($0.key): \($0.value)" }.sorted()
        let collections = graph.collections
        lines += collections.elements.map { "element \($0.qualifiedPath) \(reflected($0.syntax)) public \($0.isPublic) init \($0.hasPublicInitializer) as \($0.spelling)" }
        lines += collections.order.map { "order \($0.key): \($0.value.map { collections.elements[$0].qualifiedPath })" }.sorted()
        lines += collections.replacedBy.map { "replaced \(collections.elements[$0.key].qualifiedPath) by \(collections.elements[$0.value].qualifiedPath)" }.sorted()
        lines += collections.references.map { "collection reference \(name($0.key)): \($0.value.collection) \($0.value.shape) \($0.value.elements.map(name))" }.sorted()
        lines += collections.elementOf.map { "element registration \(name($0.key)): \(collections.elements[$0.value].qualifiedPath)" }.sorted()
        lines += graph.diagnostics.map { "diagnostic \(DiagnosticFormatter.text($0))" }
        return lines
    }

    /// Every stored field of a value, recursively, through the boxes that hold some values' fields
    /// (`Dependency`): read by reflection, so that a field added to a record is compared without
    /// being listed here. Sets and dictionaries in sorted order.
    package static func reflected(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        let children = { mirror.children.map { ($0.label.map { $0 + ": " } ?? "") + reflected($0.value) } }
        switch mirror.displayStyle {
        case .struct?, .class?:
            return "\(mirror.subjectType)(" + children().joined(separator: ", ") + ")"
        case .optional?:
            return mirror.children.first.map { reflected($0.value) } ?? "nil"
        case .enum?:
            guard let payload = mirror.children.first else { return "\(value)" }
            return (payload.label ?? "\(value)") + "(" + reflected(payload.value) + ")"
        case .collection?, .tuple?:
            return "[" + children().joined(separator: ", ") + "]"
        case .set?, .dictionary?:
            return "[" + children().sorted().joined(separator: ", ") + "]"
        default:
            return "\(value)"
        }
    }

    /// nil when the two graphs' descriptions are equal; else the first lines that differ, each
    /// side's, for a report.
    package static func difference(_ first: DependencyGraph, _ second: DependencyGraph, context: Int = 12) -> String? {
        let (a, b) = (lines(of: first), lines(of: second))
        guard a != b else { return nil }
        let start = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? a.count
        let show = { (lines: [String]) in lines[start..<min(lines.count, start + context)].joined(separator: "\n") }
        return "from line \(start + 1) of \(a.count) / \(b.count):\n-- first:\n\(show(a))\n-- second:\n\(show(b))"
    }
}
