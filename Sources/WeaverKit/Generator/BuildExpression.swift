/// How a registering type builds what it registers: `Target(injecting: TargetDependencyContainer(…))`,
/// `Target()`, or a custom builder applied to a resolver (SPEC §5 Builder).
struct BuildExpression {
    let context: ContainerContext
    let inputResolvers: InputResolvers

    private var graph: DependencyGraph { context.graph }

    /// The code that builds registration `id`'s target, inside the registering type's initializer.
    struct Build {
        var code: String
        /// The registering type's slots the code reads weakly (a builder's input resolver, see
        /// `inputArgument`): the `make` closure holding the code must capture them weakly too.
        var weakSlots: [String] = []
        /// The registering type's registrations the code reads.
        var reads: Set<DependencyID> = []
        /// Those it reads through a provider (the others it passes as values).
        var providerReads: Set<DependencyID> = []
        /// One expression, not statements ending in `return`.
        var isExpression = true
    }

    func expression(for id: DependencyID, variant: DependencyVariant? = nil) -> Build {
        var entry = graph.dependencies[id]
        if let variant {
            entry.dependency.type = variant.type
            entry.dependency.builder = variant.builder
        }
        guard let target = entry.target else { return Build(code: "") }
        let builder = entry.dependency.builder
        if graph.types[target].isAnnotated, entry.dependency.type.nominalPath == graph.dependencies[id].dependency.type.nominalPath {
            let (arguments, reads, providerReads) = containerArguments(site: id, target: target)
            let container = "\(GeneratedNames.container(graph.types[target].path))(\(arguments))"
            let accessors = WrapperAccessors.list(of: target, container: "container", in: graph)
            let make = builder.map { "(\($0))" } ?? "\(entry.dependency.type.swiftSource).init(injecting:)"
            guard !accessors.isEmpty else { return Build(code: "\(make)(\(container))", reads: reads, providerReads: providerReads) }
            // The object's @Weaver properties take their accessors from this frame while it is built.
            return Build(code: "let container = \(container); return WeaverConstruction.building(\(accessors)) { \(make)(container) }", reads: reads, providerReads: providerReads, isExpression: false)
        }
        if let builder, let input = inputResolvers.resolver(for: target) {
            let sources = input.sources[context.type] ?? input.members.map { ($0.dependency, $0.role) }
            let arguments = zip(input.members, sources).map { member, source in
                "\(member.label): \(inputArgument(source.dependency, role: source.role))"
            }.joined(separator: ", ")
            var seen = Set<String>()
            let registrations = sources.map(\.dependency).filter { context.dependency($0).kind == .registration }
            let weakSlots = registrations.map { ContainerContext.slotName(context.dependency($0)) }.filter { seen.insert($0).inserted }
            return Build(code: "(\(builder))(\(input.containerName)(\(arguments)))", weakSlots: weakSlots, reads: Set(registrations), providerReads: Set(registrations))
        }
        return Build(code: "\(entry.dependency.type.swiftSource)()")
    }

    /// The registering type's registrations that building `id` reads, in any `#if` variant, and
    /// whether a builder reads them through an input resolver; known before any code is written
    /// (`ContainerPlan` orders builds by it).
    static func reads(for id: DependencyID, of owner: TypeID, graph: DependencyGraph, inputResolvers: InputResolvers)
        -> (reads: Set<DependencyID>, throughInputResolver: Bool) {
        let entry = graph.dependencies[id]
        let variants = entry.dependency.variants.isEmpty ? [(entry.dependency.type, entry.dependency.builder)] : entry.dependency.variants.map { ($0.type, $0.builder) }
        var reads = Set<DependencyID>()
        var throughInputResolver = false
        guard let target = entry.target else { return (reads, false) }
        for (type, builder) in variants {
            if graph.types[target].isAnnotated, type.nominalPath == entry.dependency.type.nominalPath {
                for case let .dependency(read)? in graph.provisions[id] ?? [] where graph.dependencies[read].dependency.kind == .registration {
                    reads.insert(read)
                }
            } else if builder != nil, let input = inputResolvers.resolver(for: target) {
                let sources = input.sources[owner] ?? input.members.map { ($0.dependency, $0.role) }
                let registrations = sources.map(\.dependency).filter { graph.dependencies[$0].dependency.kind == .registration }
                reads.formUnion(registrations)
                throughInputResolver = throughInputResolver || !registrations.isEmpty
            }
        }
        return (reads, throughInputResolver)
    }

    /// Arguments of a child container: a provider per need, then the factory's parameters by name.
    private func containerArguments(site: DependencyID, target: TypeID) -> (code: String, reads: Set<DependencyID>, providerReads: Set<DependencyID>) {
        let provisions = graph.provisions[site] ?? []
        var arguments: [String] = []
        var reads = Set<DependencyID>()
        var providerReads = Set<DependencyID>()
        let childLabels = context.labels?.labels(of: target) ?? NeedLabels.labels(of: target, in: graph)
        for (index, need) in graph.needs[target].enumerated() {
            guard index < provisions.count, let provision = provisions[index] else { continue }
            if case let .dependency(id) = provision, context.dependency(id).kind == .registration {
                reads.insert(id)
                if !context.eager.isValue(need.key, of: target) { providerReads.insert(id) }
            }
            arguments.append("\(childLabels[need.key] ?? need.key.name): \(context.argumentExpression(for: provision, wanted: need, of: target))")
        }
        for name in FactorySignature.argumentNames(of: target, in: graph) {
            arguments.append("\(name): \(name)")
        }
        return (arguments.joined(separator: ", "), reads, providerReads)
    }

    /// A member of a builder's input resolver. The registering type's own slots are held weakly:
    /// a transient or weak slot keeps its builder for good (a lazy one until it is first read), so
    /// a strong capture would make two such slots, or a slot and itself, keep each other and all
    /// they reach alive after their container is released (SPEC §5 Memory). Reading through the
    /// resolver after that stops with a message; a builder's result that keeps its resolver is
    /// the case SPEC §5 leaves to the user.
    private func inputArgument(_ id: DependencyID, role: InputResolvers.Member.Role) -> String {
        let dependency = context.dependency(id)
        guard dependency.kind == .registration else {
            if dependency.isFactoryReference { return context.providerExpression(id) }
            if let value = context.valueExpression(id) { return "{ \(value) }" }
            return "{ \(context.providerExpression(id)).get() }"
        }
        let slot = ContainerContext.slotName(dependency)
        let call: String
        switch role {
        case .value:
            call = "\(slot).get()"
        case .factory:
            let count = graph.dependencies[id].target.map { graph.parameters(of: $0).count } ?? 0
            call = "\(slot).make!(\((0..<count).map { "$\($0)" }.joined(separator: ", ")))"
        case .setter:
            call = "\(slot).set($0)"
        }
        return "{ [weak \(slot)] in guard let \(slot) else { weaverContainerReleased(\"\(dependency.name)\") }; return \(call) }"
    }
}
