/// One dependency of the run's own annotated types, its type names interned (`RuleFacts.names`):
/// a rule decides once per distinct name, then reads a flag per dependency, with no string work
/// and no reference counting in the loop over thousands of dependencies.
struct RuledDependency {
    let id: DependencyID
    let kind: DependencyKind
    /// Its type without optionals, arrays and `any`: an index into `RuleFacts.names`.
    let type: Int
    /// The same of its abstract type; -1 without one.
    let abstract: Int
    /// Whether either is a function type.
    let isFunction: Bool
}

/// What the facts are computed for.
struct RuledFactsOptions {
    var needsModules = false
    var needsConformances = false
    var needsReaders = false
}

/// What the rules read of a graph, computed once for all of them: the run's own dependencies,
/// and which module declares a type.
struct RuleFacts {
    let graph: DependencyGraph
    /// The run's module (`--module-name`); empty for a run without one.
    let module: String
    /// The dependencies of the run's own annotated types, in id order.
    let own: [RuledDependency]
    /// Every distinct type name of `own`, as written (`ProfileStore`, `() -> Void`).
    let names: [String]
    /// The names' UTF-8 bytes, one after another, and where each is: what patterns match.
    private let nameBytes: [UInt8]
    private let nameRanges: [Range<Int>]
    /// Per declared type, the types that declare it as what they inherit or conform to, when a
    /// rule asks (`conforms_to`).
    private var subtypes: [String: [String]] = [:]
    /// Per `own` dependency, the other module whose type it registers, references or takes, when
    /// known and a rule asks (module edges); empty when the run knows no other module.
    private(set) var usedModules: [String?] = []
    /// The longest chain of modules below the run's module, the module first, when a rule has a depth.
    var moduleChain: [String] = []
    /// Whether the graph holds another module's type (a reference of one can reach a registration here).
    let hasExternalTypes: Bool
    /// Per registration, the references that resolve to it, in id order, when a rule asks (confinement).
    private(set) var readers: [DependencyID: [DependencyID]] = [:]
    /// Other modules' annotated types by path and by `Module.path`, with their module.
    private let moduleOfType: [String: String]
    private let modules: Set<String>

    init(graph: DependencyGraph, summaries: [ModuleSummary], needs: RuledFactsOptions) {
        self.graph = graph
        module = graph.moduleName ?? ""
        hasExternalTypes = graph.types.indices.contains { graph.types[$0].external != nil }
        var own: [RuledDependency] = []
        var names: [String] = []
        var nameIndex: [String: Int] = [:]
        func intern(_ name: String) -> Int {
            if let index = nameIndex[name] { return index }
            nameIndex[name] = names.count
            names.append(name)
            return names.count - 1
        }
        for id in graph.dependencies.indices {
            // The type read in place: a copy of a `GraphType` retains a dozen fields.
            let owner = graph.dependencies[id].owner
            guard graph.types[owner].external == nil, graph.types[owner].isAnnotated, !graph.collections.isElement(id) else { continue }
            let dependency = graph.dependencies[id].dependency
            let type = dependency.type.unwrappingContainers
            let abstract = dependency.abstractType?.unwrappingContainers
            var isFunction = false
            for written in [type, abstract] { if case .function? = written { isFunction = true } }
            own.append(RuledDependency(id: id, kind: dependency.kind, type: intern(Self.name(of: type)),
                                       abstract: abstract.map { intern(Self.name(of: $0)) } ?? -1, isFunction: isFunction))
        }
        self.own = own
        self.names = names
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        (nameBytes, nameRanges) = (bytes, ranges)
        if needs.needsConformances {
            for (type, written) in graph.supertypes {
                for supertype in written { subtypes[Self.withoutArguments(supertype), default: []].append(type) }
            }
        }
        var moduleOfType: [String: String] = [:]
        if needs.needsModules {
            for summary in summaries {
                for type in summary.types {
                    if moduleOfType[type.path] == nil { moduleOfType[type.path] = summary.module }
                    moduleOfType[summary.module + "." + type.path] = summary.module
                }
            }
        }
        self.moduleOfType = moduleOfType
        modules = Set(summaries.map(\.module) + graph.summarizedModules)
        // A run with no other module's summary or type has no edge to another module.
        if needs.needsModules, !modules.isEmpty || hasExternalTypes {
            // Asked once a name, then read a dependency.
            let moduleOfName = names.map { moduleDeclaring(named: $0) }
            usedModules = own.map { ruled in
                if let target = graph.dependencies[ruled.id].target, let external = graph.types[target].external { return external.module }
                return moduleOfName[ruled.type] ?? (ruled.abstract >= 0 ? moduleOfName[ruled.abstract] : nil)
            }
        }
        if needs.needsReaders {
            for reference in graph.resolvedReferences.keys.sorted() {
                for registration in graph.resolvedReferences[reference] ?? [] { readers[registration, default: []].append(reference) }
            }
        }
    }

    /// A type as written: a plain name (most are) without rendering the type.
    private static func name(of type: TypeExpression) -> String {
        if case .nominal(let components) = type, components.count == 1, components[0].arguments.isEmpty { return components[0].name }
        return type.swiftSource
    }

    /// Per name, whether one of `patterns` matches it: on the names' bytes, no string made.
    func matching(_ patterns: [NamePattern]) -> [Bool] {
        nameBytes.withUnsafeBufferPointer { buffer in
            nameRanges.map { NamePattern.any(patterns, match: UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
    }

    /// Per name, whether it belongs to `family`.
    func members(of family: ProjectRule.TypeFamily) -> [Bool] {
        var members = matching(family.types)
        if !family.conformsTo.isEmpty {
            let conforming = conformers(of: family.conformsTo)
            for index in names.indices where !members[index] { members[index] = conforming.contains(names[index]) }
        }
        return members
    }

    /// The names of `protocols` and every type that declares one of them as what it inherits or
    /// conforms to, directly or not.
    func conformers(of protocols: [String]) -> Set<String> {
        var seen = Set(protocols)
        var pending = protocols
        while let next = pending.popLast() {
            for type in subtypes[next] ?? [] where seen.insert(type).inserted { pending.append(type) }
        }
        return seen
    }

    /// The other module that declares the type a name (as `names` holds it) writes, if known:
    /// written with its module (`Core.Logger`), an annotated type of a summarized module, or
    /// another module's type this run registers.
    private func moduleDeclaring(named name: String) -> String? {
        let path = Self.withoutArguments(name)
        if let dot = path.firstIndex(of: "."), case let first = String(path[..<dot]), modules.contains(first), first != module { return first }
        if let typeID = graph.typeIDByPath[path] {
            if let external = graph.types[typeID].external { return external.module }
            if graph.types[typeID].isAnnotated { return nil }
        }
        return moduleOfType[path]
    }

    /// `Repository<Movie>` → `Repository`: the declared type a written one names.
    static func withoutArguments(_ written: String) -> String {
        guard let open = written.firstIndex(of: "<") else { return written }
        return String(written[..<open])
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

extension RuledDependency {
    /// True when its type or abstract type is among `members` (`RuleFacts.members(of:)`).
    func isAmong(_ members: [Bool]) -> Bool {
        members[type] || (abstract >= 0 && members[abstract])
    }
}

extension ProjectRule.TypeFamily {

    /// True when an annotated type's path belongs to the family; `conforming`: `facts.conformers(of: conformsTo)`.
    func contains(path: String, conforming: Set<String>) -> Bool {
        NamePattern.any(types, match: path) || conforming.contains(path)
    }
}
