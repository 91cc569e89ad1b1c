/// One dependency of the run's own annotated types, its type names interned (`RuleFacts.names`):
/// a rule decides once per distinct name, then reads a flag per dependency, with no string work
/// and no reference counting in the loop over thousands of dependencies.
struct RuledDependency: Sendable {
    let id: DependencyID
    let kind: DependencyKind
    /// Its type without optionals, arrays and `any`: an index into `RuleFacts.names`.
    let type: Int
    /// The same of its abstract type; -1 without one.
    let abstract: Int
    /// Whether either is a function type.
    let isFunction: Bool
    /// The annotated type it belongs to: its path's index into `RuleFacts.names`.
    let owner: Int
}

/// One of the run's own annotated types, its path interned like a dependency's type.
struct RuledType: Sendable {
    let id: TypeID
    /// Its path: an index into `RuleFacts.names`.
    let name: Int
}

/// Another module a dependency uses, and whether through its abstract type (`tracker = Tracker <-
/// Tracking`, where only `Tracking` is the other module's).
struct ModuleUse: Sendable {
    let module: String
    let throughAbstractType: Bool
}

/// What the facts are computed for.
struct RuledFactsOptions {
    var needsModules = false
    /// The `conforms_to` lists of the rules, each answered once for all the rules that name it.
    var conformances: Set<[String]> = []
}

/// What the rules read of a graph, computed once for all of them: the run's own dependencies,
/// and which module declares a type.
struct RuleFacts: Sendable {
    let graph: DependencyGraph
    /// The run's module (`--module-name`); empty for a run without one.
    let module: String
    /// The dependencies of the run's own annotated types, in id order.
    let own: [RuledDependency]
    /// The run's own annotated types, in id order.
    let ownTypes: [RuledType]
    /// Every distinct type name of `own` and `ownTypes`, as written (`ProfileStore`, `() -> Void`).
    let names: [String]
    /// Per `conforms_to` list a rule names, per name, whether it is one of the protocols or
    /// declares one of them as what it inherits or conforms to, directly or not.
    private var conforming: [[String]: [Bool]] = [:]
    /// The names' UTF-8 bytes, one after another, and where each is: what patterns match.
    private let nameBytes: [UInt8]
    private let nameRanges: [Range<Int>]
    /// Per `own` dependency, the other module whose type it registers, references or takes, when
    /// known and a rule asks (module edges); empty when the run knows no other module.
    private(set) var usedModules: [ModuleUse?] = []
    /// The longest chain of modules below the run's module, the module first, when a rule's
    /// `max_depth` is exceeded (`DependencyGraph.moduleDepth` says whether it is).
    var moduleChain: [String] = []
    /// Whether the graph holds another module's type (a reference of one can reach a registration here).
    let hasExternalTypes: Bool
    /// Per registration, the references that resolve to it, in id order, once the resolution is read (confinement).
    private(set) var readers: [DependencyID: [DependencyID]] = [:]
    /// Other modules' types by path (annotated, or public in their summary's `declares`), with their module: those this run's names write.
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
        var ownTypes: [RuledType] = []
        // Per type, its path's name when it is one of the run's own annotated types, -1 otherwise.
        var ownName = [Int](repeating: -1, count: graph.types.count)
        for id in graph.types.indices where graph.types[id].isAnnotated && graph.types[id].external == nil {
            ownName[id] = intern(graph.types[id].path)
            ownTypes.append(RuledType(id: id, name: ownName[id]))
        }
        for id in graph.dependencies.indices {
            // The type read in place: a copy of a `GraphType` retains a dozen fields.
            let owner = ownName[graph.dependencies[id].owner]
            guard owner >= 0, !graph.collections.isElement(id) else { continue }
            // Each field read in place: a copy of a `Dependency` retains a dozen.
            let type = graph.dependencies[id].dependency.type.unwrappingContainers
            let abstract = graph.dependencies[id].dependency.abstractType?.unwrappingContainers
            var isFunction = false
            if case .function = type { isFunction = true }
            if case .function? = abstract { isFunction = true }
            own.append(RuledDependency(id: id, kind: graph.dependencies[id].dependency.kind, type: intern(Self.name(of: type)),
                                       abstract: abstract.map { intern(Self.name(of: $0)) } ?? -1, isFunction: isFunction, owner: owner))
        }
        self.own = own
        self.ownTypes = ownTypes
        self.names = names
        for protocols in needs.conformances {
            var flags = [Bool](repeating: false, count: names.count)
            for type in Self.conformers(of: protocols, in: graph.supertypes) { if let index = nameIndex[type] { flags[index] = true } }
            conforming[protocols] = flags
        }
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        (nameBytes, nameRanges) = (bytes, ranges)
        var moduleOfType: [String: String] = [:]
        if needs.needsModules, !summaries.isEmpty {
            // Only the paths this run's names write: a root's run reads 3,000 modules' types.
            // (`Core.Logger` is decided by its first component, `moduleDeclaring`.)
            let wanted = Set(names.map(Self.withoutArguments))
            for summary in summaries {
                for type in summary.types where moduleOfType[type.path] == nil && wanted.contains(type.path) { moduleOfType[type.path] = summary.module }
                for path in summary.declares where moduleOfType[path] == nil && wanted.contains(path) { moduleOfType[path] = summary.module }
            }
        }
        self.moduleOfType = moduleOfType
        modules = Set(summaries.map(\.module) + graph.summarizedModules)
        // A run with no other module's summary or type has no edge to another module.
        if needs.needsModules, !modules.isEmpty || hasExternalTypes {
            // Asked once a name, then read a dependency.
            let moduleOfName = names.map { moduleDeclaring(named: $0) }
            usedModules = own.map { ruled in
                if let target = graph.dependencies[ruled.id].target, let external = graph.types[target].external {
                    return ModuleUse(module: external.module, throughAbstractType: false)
                }
                if let module = moduleOfName[ruled.type] { return ModuleUse(module: module, throughAbstractType: false) }
                return ruled.abstract >= 0 ? moduleOfName[ruled.abstract].map { ModuleUse(module: $0, throughAbstractType: true) } : nil
            }
        }
    }

    /// The readers of each registration in `resolved`: the graph these facts were made of, its
    /// needs resolved (the facts are made beside the resolution, `ProjectRulesCheck.prepare`).
    mutating func readResolution(of resolved: DependencyGraph) {
        for reference in resolved.resolvedReferences.keys.sorted() {
            for registration in resolved.resolvedReferences[reference] ?? [] { readers[registration, default: []].append(reference) }
        }
    }

    /// A type as written: a plain name (most are) without rendering the type.
    private static func name(of type: TypeExpression) -> String {
        if case .nominal(let components) = type, components.count == 1, components[0].arguments.isEmpty { return components[0].name }
        return type.swiftSource
    }

    /// Per name, whether one of `patterns` matches it: on the names' bytes, no string made.
    func matching(_ patterns: [NamePattern]) -> [Bool] {
        var flags = [Bool](repeating: false, count: names.count)
        nameBytes.withUnsafeBufferPointer { buffer in
            for pattern in patterns { pattern.mark(nameRanges, of: buffer, in: &flags) }
        }
        return flags
    }

    /// Per name, whether it belongs to `family`.
    func members(of family: ProjectRule.TypeFamily) -> [Bool] {
        var members = matching(family.types)
        if !family.conformsTo.isEmpty, let conforming = conforming[family.conformsTo] {
            for index in names.indices where conforming[index] { members[index] = true }
        }
        return members
    }

    /// The names of `protocols` and every type that declares one of them as what it inherits or
    /// conforms to, directly or not: a pass over the declared supertypes per level of inheritance
    /// (one or two), no map built of the thousands of types no rule asks of. A level of a few
    /// names is compared, not hashed.
    private static func conformers(of protocols: [String], in supertypes: [String: [String]]) -> Set<String> {
        var seen = Set(protocols)
        var level = protocols
        while !level.isEmpty {
            let hashed = level.count > 8 ? Set(level) : []
            var next: [String] = []
            for (type, written) in supertypes {
                let inherits = written.contains { supertype in
                    let declared = withoutArguments(supertype)
                    return hashed.isEmpty ? level.contains(declared) : hashed.contains(declared)
                }
                if inherits, seen.insert(type).inserted { next.append(type) }
            }
            level = next
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
        // On the bytes: most names have no arguments, and the generic `firstIndex` is slow.
        let bracket = UInt8(ascii: "<")
        let open: Int? = written.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: bracket) } ?? Array(written.utf8).firstIndex(of: bracket)
        guard let open else { return written }
        return String(decoding: written.utf8.prefix(open), as: UTF8.self)
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
