/// What the rules read of a graph, computed once for all of them: the run's own dependencies,
/// and which module declares a type.
struct RuleFacts {
    let graph: DependencyGraph
    /// The run's module (`--module-name`); empty for a run without one.
    let module: String
    /// The dependencies of the run's own annotated types, in id order.
    let own: [DependencyID]
    /// Other modules' annotated types by path and by `Module.path`, with their module.
    private let moduleOfType: [String: String]
    private let modules: Set<String>

    init(graph: DependencyGraph, summaries: [ModuleSummary], needsModules: Bool) {
        self.graph = graph
        module = graph.moduleName ?? ""
        own = graph.dependencies.indices.filter { id in
            let owner = graph.types[graph.dependencies[id].owner]
            return owner.external == nil && owner.isAnnotated && !graph.collections.isElement(id)
        }
        var moduleOfType: [String: String] = [:]
        if needsModules {
            for summary in summaries {
                for type in summary.types {
                    if moduleOfType[type.path] == nil { moduleOfType[type.path] = summary.module }
                    moduleOfType[summary.module + "." + type.path] = summary.module
                }
            }
        }
        self.moduleOfType = moduleOfType
        modules = Set(summaries.map(\.module) + graph.summarizedModules)
    }

    /// The other module that declares `type`'s outermost nominal type, if known: written with its
    /// module (`Core.Logger`), an annotated type of a summarized module, or another module's type
    /// this run registers. Optionals and arrays are looked through.
    func moduleDeclaring(_ type: TypeExpression) -> String? {
        guard case .nominal(let components) = type.unwrappingContainers, let first = components.first else { return nil }
        if components.count > 1, modules.contains(first.name), first.name != module { return first.name }
        let path = components.map(\.name).joined(separator: ".")
        if let typeID = graph.typeIDByPath[path], let external = graph.types[typeID].external { return external.module }
        if graph.typeIDByPath[path].map({ graph.types[$0].isAnnotated }) == true { return nil }
        return moduleOfType[path]
    }

    /// `path` and everything it inherits from or conforms to, through the scanned declarations.
    func supertypes(of path: String) -> Set<String> {
        var seen: Set<String> = [path]
        var pending = [path]
        while let next = pending.popLast() {
            for written in graph.supertypes[next] ?? [] {
                let name = written.split(separator: "<").first.map(String.init) ?? written
                if seen.insert(name).inserted { pending.append(name) }
            }
        }
        return seen
    }

    func dependency(_ id: DependencyID) -> Dependency { graph.dependencies[id].dependency }

    func ownerPath(_ id: DependencyID) -> String { graph.types[graph.dependencies[id].owner].path }
}

extension TypeExpression {
    /// Without optionals, arrays and `any`: the type a dependency is about.
    var unwrappingContainers: TypeExpression {
        switch self {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .existential(let wrapped): wrapped.unwrappingContainers
        default: self
        }
    }
}

extension ProjectRule.TypeFamily {
    /// True when a registration of `type` exposed as `exposed` belongs to the family.
    func contains(type: TypeExpression, exposed: TypeExpression?, facts: RuleFacts) -> Bool {
        let names = [type, exposed].compactMap { $0?.unwrappingContainers.swiftSource }
        if names.contains(where: { NamePattern.any(types, match: $0) }) { return true }
        guard !conformsTo.isEmpty else { return false }
        return facts.supertypes(of: type.unwrappingContainers.swiftSource).contains { conformsTo.contains($0) }
    }

    /// True when an annotated type's path belongs to the family.
    func contains(path: String, facts: RuleFacts) -> Bool {
        if NamePattern.any(types, match: path) { return true }
        return !conformsTo.isEmpty && facts.supertypes(of: path).contains { conformsTo.contains($0) }
    }
}
