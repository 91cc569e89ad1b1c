/// The per-dependency protocols of docs/semantics.md: `<Name>Resolver` requiring the dependency's member,
/// `<Name>Setter` for setters. A name used with different members gets numbered variants,
/// ordered by member text so that the choice is stable.
struct ResolverProtocols {
    struct ResolverProtocol: Equatable {
        var name: String
        var requirement: Requirement
        /// The dependency name it is for, and which of that name's variants it is (0 = the plain name).
        var dependencyName = ""
        var variant = 0
        var isSetter = false
    }

    /// Every protocol once, sorted by name.
    private(set) var all: [ResolverProtocol] = []
    /// Per dependency id, the positions in `all` of the protocol it contributes to its owner's
    /// resolver and of its setter protocol; -1 for none. Positions, not copies: every type's
    /// container and typealias list its protocols, and copying the protocols (three strings
    /// each) into an array per dependency would cost generation for nothing.
    private var resolverPosition: [Int] = []
    private var setterPosition: [Int] = []

    init(graph: DependencyGraph) {
        // Each requirement is rendered once, on every core, and each dependency finds its protocol
        // through its own name's few variants: rendering every requirement twice and looking
        // protocols up by concatenated text keys would weigh on a run regenerating a large graph.
        // Indexed by id (`DependencyTable.idLimit`): a graph with removed ids renders nothing for them.
        let count = graph.dependencies.idLimit
        let rendered = ConcurrentMap.map(Array(0..<count)) { id in
            (requirement: Self.requirement(of: id, in: graph), setter: Self.setterRequirement(of: id, in: graph))
        }
        var idsByName: [String: [DependencyID]] = [:]
        // Another module's type has its resolver there: its needs get no protocol here.
        // An element's registration (docs/contributions.md) is the container's own business: its consumer's
        // resolver lists the collection only.
        for id in graph.dependencies.indices where graph.types[graph.dependencies[id].owner].external == nil && !graph.collections.isElement(id) {
            idsByName[graph.dependencies[id].dependency.name, default: []].append(id)
        }

        // Names in order, so that two names that give the same protocol name (`foo`, `Foo`) are
        // listed in the same order on every run. Each run of names is worked out on a core of its
        // own (the protocols it declares, and which of them each dependency takes, by index in the
        // run), then joined in order: on one core, this would hold up the rest of generation.
        let names = idsByName.sorted { $0.key < $1.key }
        let runs = stride(from: 0, to: names.count, by: 256).map { $0..<min($0 + 256, names.count) }
        let parts = ConcurrentMap.map(runs) { run in
            var part = NamedProtocols()
            for (name, ids) in names[run] {
                let base = GeneratedNames.upperCamel(name)
                part.add(name: name, base: base, suffix: "Resolver", ids: ids) { rendered[$0].requirement }
                part.add(name: name, base: base, suffix: "Setter", ids: ids) { rendered[$0].setter }
            }
            return part
        }
        // Per dependency, the index in `unsorted` of its protocol (and setter protocol): each
        // protocol's name is built once, not once per dependency that uses it.
        var unsorted: [ResolverProtocol] = []
        unsorted.reserveCapacity(parts.reduce(0) { $0 + $1.protocols.count })
        var resolverIndex = Array(repeating: -1, count: count)
        var setterIndex = Array(repeating: -1, count: count)
        for part in parts {
            let first = unsorted.count
            unsorted += part.protocols
            for taken in part.taken {
                if taken.isSetter { setterIndex[taken.id] = first + taken.index } else { resolverIndex[taken.id] = first + taken.index }
            }
        }
        let order = unsorted.indices.sorted { unsorted[$0].name < unsorted[$1].name }
        all = order.map { unsorted[$0] }
        // A dependency gets the first protocol of its protocol's name in that order (names only
        // repeat when two dependency names differ in their first letter's case); equal names are
        // next to each other there.
        var firstOfName = Array(all.indices)
        for position in all.indices.dropFirst() where all[position].name == all[position - 1].name {
            firstOfName[position] = firstOfName[position - 1]
        }
        var chosen = Array(repeating: 0, count: unsorted.count)
        for (position, index) in order.enumerated() { chosen[index] = firstOfName[position] }
        resolverPosition = resolverIndex.map { $0 < 0 ? -1 : chosen[$0] }
        setterPosition = setterIndex.map { $0 < 0 ? -1 : chosen[$0] }
    }

    /// The protocols of a run of dependency names, and which of them each dependency takes.
    private struct NamedProtocols {
        var protocols: [ResolverProtocol] = []
        /// `index` is in `protocols`.
        var taken: [(id: DependencyID, index: Int, isSetter: Bool)] = []

        /// The `<Base><suffix>` protocols of dependencies `ids` named `name`: one per distinct
        /// requirement, numbered in requirement order.
        mutating func add(name: String, base: String, suffix: String, ids: [DependencyID], requirementOf: (DependencyID) -> Requirement?) {
            // Most names have one requirement however many dependencies share them (every
            // type's `logger`): a set and a sort only when they differ.
            var single: Requirement?
            var differ = false
            for id in ids {
                guard let requirement = requirementOf(id) else { continue }
                if let single { differ = differ || single != requirement } else { single = requirement }
            }
            guard let single else { return }
            let variants = differ ? Array(Set(ids.compactMap(requirementOf))).sorted() : [single]
            let first = protocols.count
            let isSetter = suffix == "Setter"
            for (variant, requirement) in variants.enumerated() {
                protocols.append(ResolverProtocol(name: base + suffix + (variant == 0 ? "" : String(variant + 1)), requirement: requirement,
                                                  dependencyName: name, variant: variant, isSetter: isSetter))
            }
            for id in ids {
                guard let requirement = requirementOf(id) else { continue }
                let variant = variants.count == 1 ? 0 : variants.firstIndex(of: requirement)!
                taken.append((id, first + variant, isSetter))
            }
        }
    }

    /// The protocols dependency `id` contributes to its owner's resolver, in order: its own, then
    /// its setter's (none for what another module's type needs).
    func protocols(of id: DependencyID) -> [ResolverProtocol] {
        [resolverPosition[id], setterPosition[id]].filter { $0 >= 0 }.map { all[$0] }
    }

    /// The names of the protocols `dependencies` contribute, each once, in order.
    func names(of dependencies: [DependencyID]) -> [String] {
        positions(of: dependencies).map { all[$0].name }
    }

    /// The protocols `dependencies` contribute, each once, in order: the requirements of a type's
    /// resolver protocol (`TypeResolverEmitter`).
    func protocols(of dependencies: [DependencyID]) -> [ResolverProtocol] {
        positions(of: dependencies).map { all[$0] }
    }

    private func positions(of dependencies: [DependencyID]) -> [Int] {
        // One name has one position (`firstOfName`), so positions stand for names. A resolver
        // lists a few protocols, where a linear search beats hashing; a type declaring thousands
        // of dependencies would make that search quadratic, so it has a set.
        let isLarge = dependencies.count > 32
        var listed = Set<Int>()
        var positions: [Int] = []
        func add(_ position: Int) {
            guard position >= 0 else { return }
            let isNew = isLarge ? listed.insert(position).inserted : !positions.contains(position)
            guard isNew else { return }
            positions.append(position)
        }
        for id in dependencies {
            add(resolverPosition[id])
            add(setterPosition[id])
        }
        return positions
    }

    /// `var name: Type { get }`, or `func name(p: P) -> Type` for a factory or a reference to one.
    static func requirement(of id: DependencyID, in graph: borrowing DependencyGraph) -> Requirement {
        let dependency = graph.dependencies[id].dependency
        if let signature = FactorySignature(of: id, in: graph) {
            let parameters = zip(signature.labels, signature.types).map { Requirement.FactoryParameter(name: Identifier($0), type: $1) }
            return .factory(name: Identifier(dependency.name), parameters: parameters, result: signature.result)
        }
        return .property(name: Identifier(dependency.name), type: dependency.exposedType.swiftSource)
    }

    static func setterRequirement(of id: DependencyID, in graph: DependencyGraph) -> Requirement? {
        let dependency = graph.dependencies[id].dependency
        guard dependency.kind == .registration, dependency.isSetter else { return nil }
        return .setter(name: Identifier("set" + GeneratedNames.upperCamel(dependency.name)), type: dependency.exposedType.swiftSource)
    }
}

/// The signature of a factory member: a factory registration's target parameters, or for
/// `@WeaverPn(.reference)` the parameters of the factory it resolves to (labels are the target's
/// parameter names; an unresolved reference falls back to its own closure's types).
struct FactorySignature {
    var labels: [String]
    var types: [String]
    var result: String

    init?(of id: DependencyID, in graph: borrowing DependencyGraph) {
        // Asked of every dependency, and most are neither: answer before copying the dependency out.
        switch graph.dependencies[id].dependency.kind {
        case .registration: guard graph.isFactory(id) else { return nil }
        case .reference: guard graph.dependencies[id].dependency.isFactoryReference else { return nil }
        case .parameter: return nil
        }
        let dependency = graph.dependencies[id].dependency
        if dependency.kind == .registration, graph.isFactory(id), let target = graph.dependencies[id].target {
            let parameters = graph.parameters(of: target).map { graph.dependencies[$0].dependency }
            labels = parameters.map(\.name)
            types = parameters.map { FactorySignature.parameterType($0) }
            result = dependency.exposedType.swiftSource
        } else if dependency.isFactoryReference, case let .function(function) = dependency.type {
            let provider = graph.resolvedReferences[id]?.first
            let providerTarget = provider.flatMap { graph.dependencies[$0].target }
            let providerParameters = providerTarget.map { graph.parameters(of: $0).map { graph.dependencies[$0].dependency } } ?? []
            if providerParameters.count == function.parameters.count {
                labels = providerParameters.map(\.name)
                types = providerParameters.map { FactorySignature.parameterType($0) }
            } else {
                labels = function.parameters.indices.map { "p\($0 + 1)" }
                types = function.parameters.map(\.parameterSource)
            }
            result = function.result.swiftSource
        } else {
            return nil
        }
    }

    /// `movieID: Int, title: String` as parameters.
    var parameters: [Parameter] { zip(labels, types).map { Parameter(Identifier($0), TypeName($1)) } }

    /// `movieController(movieID:title:)`: the member `name` as a function value.
    func reference(_ name: String) -> String {
        Identifier(name).code + "(" + labels.map { Identifier($0).label + ":" }.joined() + ")"
    }

    /// `(Int, String) -> Movie`: the closure type stored for it.
    var closureType: String { "(" + types.joined(separator: ", ") + ") -> " + result }

    /// A closure parameter is stored by the container, so it always escapes. A closure type
    /// hidden behind a typealias (`handler <= Completion`) is only known to be one when the
    /// annotation says `escaping: true`; an optional is never marked (it escapes already).
    static func parameterType(_ dependency: Dependency) -> String {
        guard dependency.escaping == true, case .nominal = dependency.type else { return dependency.type.parameterSource }
        return "@escaping " + dependency.type.parameterSource
    }

    /// The names of a type's parameters, in declaration order, as Swift code writes them.
    static func argumentNames(of target: TypeID, in graph: DependencyGraph) -> [String] {
        graph.parameters(of: target).map { Identifier(graph.dependencies[$0].dependency.name).code }
    }

    /// `movieID: movieID, title: title`: a type's parameters passed on by name, in declaration order.
    static func passedArguments(of target: TypeID, in graph: DependencyGraph) -> [Argument] {
        graph.parameters(of: target).map {
            let name = graph.dependencies[$0].dependency.name
            return Argument(name, .name(Identifier(name)))
        }
    }
}
