/// How a registering type builds what it registers: `Target(injecting: TargetDependencyContainer(…))`,
/// `Target()`, or a custom builder applied to a resolver (SPEC §5 Builder).
struct BuildExpression {
    let context: ContainerContext
    let inputResolvers: InputResolvers

    private var graph: DependencyGraph { context.graph }

    /// The expression that builds registration `id`'s target, inside the registering type's initializer.
    func expression(for id: DependencyID, variant: DependencyVariant? = nil) -> String {
        var entry = graph.dependencies[id]
        if let variant {
            entry.dependency.type = variant.type
            entry.dependency.builder = variant.builder
        }
        guard let target = entry.target else { return "" }
        let builder = entry.dependency.builder
        if graph.types[target].isAnnotated, entry.dependency.type.nominalPath == graph.dependencies[id].dependency.type.nominalPath {
            let container = "\(GeneratedNames.container(graph.types[target].path))(\(containerArguments(site: id, target: target)))"
            let accessors = WrapperAccessors.list(of: target, container: "container", in: graph)
            let make = builder.map { "(\($0))" } ?? "\(entry.dependency.type.swiftSource).init(injecting:)"
            guard !accessors.isEmpty else { return "\(make)(\(container))" }
            // The object's @Weaver properties take their accessors from this frame while it is built.
            return "let container = \(container); return WeaverConstruction.building(\(accessors)) { \(make)(container) }"
        }
        if let builder, let input = inputResolvers.resolver(for: target) {
            let sources = input.sources[context.type] ?? input.members.map { ($0.dependency, $0.role) }
            let arguments = zip(input.members, sources).map { member, source in
                "\(member.label): \(inputArgument(source.dependency, role: source.role))"
            }.joined(separator: ", ")
            return "(\(builder))(\(input.containerName)(\(arguments)))"
        }
        return "\(entry.dependency.type.swiftSource)()"
    }

    /// Arguments of a child container: a provider per need, then the factory's parameters by name.
    private func containerArguments(site: DependencyID, target: TypeID) -> String {
        let provisions = graph.provisions[site] ?? []
        var arguments: [String] = []
        let childLabels = ContainerContext(graph: graph, type: target).needLabels
        for (index, need) in graph.needs[target].enumerated() {
            guard index < provisions.count, let provision = provisions[index] else { continue }
            arguments.append("\(childLabels[need.key] ?? need.key.name): \(context.providerExpression(for: provision, wanted: need.key))")
        }
        for name in FactorySignature.argumentNames(of: target, in: graph) {
            arguments.append("\(name): \(name)")
        }
        return arguments.joined(separator: ", ")
    }

    private func inputArgument(_ id: DependencyID, role: InputResolvers.Member.Role) -> String {
        let dependency = context.dependency(id)
        switch role {
        case .value:
            return context.providerExpression(id)
        case .factory:
            let count = graph.dependencies[id].target.map { graph.parameters(of: $0).count } ?? 0
            let arguments = (0..<count).map { "$\($0)" }.joined(separator: ", ")
            return "{ \(ContainerContext.slotName(dependency)).make!(\(arguments)) }"
        case .setter:
            return "{ \(ContainerContext.slotName(dependency)).set($0) }"
        }
    }
}
