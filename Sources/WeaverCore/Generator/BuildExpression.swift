/// How a registering type builds what it registers: `Target(injecting: TargetDependencyContainer(…))`,
/// `Target()`, or a custom builder applied to a resolver (docs/semantics.md, Builders).
struct BuildExpression {
    let context: ContainerContext
    let inputResolvers: InputResolvers

    private var graph: DependencyGraph { context.graph }

    /// The code that builds registration `id`'s target, inside the registering type's initializer.
    struct Build {
        /// One expression, or statements ending in `return`.
        var body: [Statement]
        /// The registering type's slots the code reads weakly (a builder's input resolver, see
        /// `inputArgument`): the `make` closure holding the code must capture them weakly too.
        var weakSlots: [String] = []
        /// The registering type's registrations the code reads through a provider (a constant
        /// read only by its own container needs none).
        var providerReads: Set<DependencyID> = []
        /// What the compiler checks at the annotation's line (a builder's signature, a
        /// conformance weaver cannot see): the code goes through them.
        var checks: [CompilerCheck] = []
        /// A deferred registration's closure argument, when the code only calls it: a slot
        /// takes the closure itself as its builder (no closure around it to allocate).
        var closureArgument: String?

        init(_ code: Expr, weakSlots: [String] = [], providerReads: Set<DependencyID> = [], checks: [CompilerCheck] = [],
             closureArgument: String? = nil) {
            self.init(body: [.expression(code)], weakSlots: weakSlots, providerReads: providerReads, checks: checks,
                      closureArgument: closureArgument)
        }

        init(body: [Statement], weakSlots: [String] = [], providerReads: Set<DependencyID> = [], checks: [CompilerCheck] = [],
             closureArgument: String? = nil) {
            self.body = body
            self.weakSlots = weakSlots
            self.providerReads = providerReads
            self.checks = checks
            self.closureArgument = closureArgument
        }

        /// The code when it is one expression.
        var expression: Expr? {
            guard body.count == 1, case let .expression(expression) = body[0] else { return nil }
            return expression
        }

        /// The value it builds, as an expression: statements run in a closure called at once.
        var value: Expr { expression ?? .call(.closure(Closure(body)), []) }
    }

    /// How a registration's target is built for one `#if` branch's type and builder.
    enum Form {
        /// An annotated target, through its own container (and the builder, if any).
        case container(target: TypeID)
        /// An unannotated target, by a builder given an input resolver; each member comes from
        /// one of the registering type's dependencies.
        case inputResolver(InputResolvers.Resolver, sources: [(dependency: DependencyID, role: InputResolvers.Member.Role)])
        /// Another module's public type, through its module's entry point (docs/modules.md).
        case external(target: TypeID, ExternalType)
        /// `Type()`.
        case plain
    }

    static func form(of id: DependencyID, type: TypeExpression, builder: String?, owner: TypeID,
                             graph: DependencyGraph, inputResolvers: InputResolvers) -> Form? {
        let entry = graph.dependencies[id]
        guard let target = entry.target else { return nil }
        if graph.types[target].isAnnotated, type.nominalPath == entry.dependency.type.nominalPath { return .container(target: target) }
        if builder == nil, let external = graph.types[target].external, type.swiftSource == graph.types[target].path {
            return .external(target: target, external)
        }
        if builder != nil, let input = inputResolvers.resolver(for: target) {
            return .inputResolver(input, sources: input.sources[owner] ?? input.members.map { ($0.dependency, $0.role) })
        }
        return .plain
    }

    private static func registrations(among sources: [(dependency: DependencyID, role: InputResolvers.Member.Role)],
                                      graph: DependencyGraph) -> [DependencyID] {
        sources.map(\.dependency).filter { graph.dependencies[$0].dependency.kind == .registration }
    }

    func expression(for id: DependencyID, variant: DependencyVariant? = nil) -> Build {
        var dependency = graph.dependencies[id].dependency
        if let variant {
            dependency.type = variant.type
            dependency.builder = variant.builder
            dependency.location = variant.location
            dependency.builderLocation = variant.builderLocation
        }
        let form = Self.form(of: id, type: dependency.type, builder: dependency.builder, owner: context.type,
                             graph: graph, inputResolvers: inputResolvers)
        // In a mock's graph, where the override is looked up first (a `#if` branch has none).
        let mock = variant == nil ? mockOverride(of: id) : nil
        switch form {
        case nil:
            return Build(.word(""))
        case let .container(target):
            return containerBuild(id, dependency, target: target, mock: mock)
        case let .inputResolver(input, sources):
            return inputResolverBuild(id, dependency, input: input, sources: sources, mock: mock)
        case let .external(target, external):
            let (arguments, providerReads) = externalArguments(site: id, target: target, labels: external.labels)
            let checks = self.checks(dependency, id, resolver: nil)
            let call = exposed(.call(.member(.word(dependency.type.swiftSource), external.entryPoint), arguments), dependency, checks)
            let code = mock.map { mocked($0, resolver: nil, call) } ?? call
            return Build(code, providerReads: providerReads, checks: checks)
        case .plain:
            var checks = self.checks(dependency, id, resolver: nil)
            guard CompilerCheck.needsUnseenTypeCheck(dependency, id, in: graph) else {
                let code = exposed(.call(dependency.type.swiftSource, []), dependency, checks)
                return Build(mock.map { mocked($0, resolver: nil, code) } ?? code, checks: checks)
            }
            checks.insert(.unseenType(dependency, at: dependency.location), at: 0)
            let code = exposed(.call(CompilerCheck.unseenTypeName(dependency), []), dependency, checks)
            return Build(mock.map { mocked($0, resolver: nil, code) } ?? code, checks: checks)
        }
    }

    /// An annotated target through its container (or an ancestor's function building it, when
    /// deferred), the builder applied to the container if there is one.
    private func containerBuild(_ id: DependencyID, _ dependency: Dependency, target: TypeID, mock: MockOverride?) -> Build {
        if let factory = context.inputs?.inputs(of: context.type)?.factories.first(where: { $0.site == id }) {
            // Deferred: an ancestor's function builds it, passed in as `factory`.
            let checks = self.checks(dependency, id, resolver: GeneratedNames.resolverTypealias(graph.types[target].path))
            let code = exposed(.call(factory.label, []), dependency, checks)
            // A slot's builder returns the exposed type; a weak slot's, the object itself.
            let returnsItsType = dependency.scope == .weak || dependency.exposedType.swiftSource == factory.typeSource
            return Build(code, checks: checks, closureArgument: returnsItsType && checks.isEmpty ? factory.label : nil)
        }
        var (arguments, providerReads) = containerArguments(site: id, target: target)
        if let subtree = mock?.subtree { arguments.append(Argument(MockOverride.parameterName, subtree)) }
        let container = Expr.call(GeneratedNames.container(graph.types[target].path), arguments)
        let accessors = WrapperAccessors.list(of: target, container: "container", in: graph)
        let checks = self.checks(dependency, id, resolver: GeneratedNames.resolverTypealias(graph.types[target].path))
        // A plain call, `Home(injecting: …)`; a builder is applied to the container.
        func call(_ argument: Expr) -> Expr {
            if dependency.builder != nil { return .call(CompilerCheck.builderName(dependency), [Argument(nil, argument)]) }
            return exposed(.call(dependency.type.swiftSource, [Argument("injecting", argument)]), dependency, checks)
        }
        guard let accessors else {
            let code = mock.map { mocked($0, resolver: container, call(.word("$0"))) } ?? call(container)
            return Build(code, providerReads: providerReads, checks: checks)
        }
        // The object's @Weaver properties take their accessors from this frame while it is built.
        let building = Expr.call(.member(.word("WeaverConstruction"), "building"), [Argument(nil, accessors)],
                                 trailing: Closure(call(.word("container"))))
        let code = mock.map { mocked($0, resolver: .word("container"), building, ignoringResolver: true) } ?? building
        return Build(body: [.constant("container", nil, container), .return(code)], providerReads: providerReads, checks: checks)
    }

    /// An unannotated target a builder makes from an input resolver's container.
    private func inputResolverBuild(_ id: DependencyID, _ dependency: Dependency, input: InputResolvers.Resolver,
                                    sources: [(dependency: DependencyID, role: InputResolvers.Member.Role)], mock: MockOverride?) -> Build {
        let arguments = zip(input.members, sources).map { member, source in
            Argument(member.label, inputArgument(source.dependency, role: source.role))
        }
        var seen = Set<String>()
        let registrations = Self.registrations(among: sources, graph: graph)
        let weakSlots = registrations.map { ContainerContext.slotName(context.dependency($0)) }.filter { seen.insert($0).inserted }
        let container = Expr.call(input.containerName, arguments)
        let built: Expr
        if let mock {
            built = mocked(mock, resolver: container, .call(CompilerCheck.builderName(dependency), [Argument(nil, .word("$0"))]))
        } else {
            built = .call(CompilerCheck.builderName(dependency), [Argument(nil, container)])
        }
        return Build(built, weakSlots: weakSlots, providerReads: Set(registrations), checks: checks(dependency, id, resolver: input.typealiasName))
    }

    /// Arguments of another module's entry point: a closure reading each need (a factory's own
    /// closure), labelled as its summary says, then the factory's parameters by name; and the
    /// registrations passed.
    private func externalArguments(site: DependencyID, target: TypeID, labels: [DependencyID: String])
        -> (arguments: [Argument], providerReads: Set<DependencyID>) {
        needArguments(target: target, provision: provisions(at: site), label: { labels[$0.origin] ?? $0.key.name }) { need, provider in
            need.key.isFactory ? provider : .closure(Closure(provider.get()))
        }
    }

    /// The builder's signature, or the conformance the tool cannot see, checked at the user's line.
    private func checks(_ dependency: Dependency, _ id: DependencyID, resolver: String?) -> [CompilerCheck] {
        if let builder = dependency.builder, let resolver {
            return [.builder(dependency, builder, resolver: resolver, at: dependency.builderLocation ?? dependency.location)]
        }
        return CompilerCheck.needsExposure(dependency, id, in: graph) ? [.exposure(dependency, at: dependency.location)] : []
    }

    /// `code` converted to the exposed type through its check; a weak slot holds the object
    /// itself and converts it when read (`ContainerEmitter.slotArguments`).
    private func exposed(_ code: Expr, _ dependency: Dependency, _ checks: [CompilerCheck]) -> Expr {
        guard dependency.scope != .weak, checks.contains(where: { $0.kind == .exposure }) else { return code }
        return .call(CompilerCheck.exposureName(dependency), [Argument(nil, code)])
    }

    /// The registering type's registrations that building `id` reads, in any `#if` variant, and
    /// whether a builder reads them through an input resolver; known before any code is written
    /// (`ContainerPlan` orders builds by it).
    static func reads(for id: DependencyID, of owner: TypeID, graph: DependencyGraph, inputResolvers: InputResolvers)
        -> (reads: Set<DependencyID>, throughInputResolver: Bool) {
        let dependency = graph.dependencies[id].dependency
        var reads = Set<DependencyID>()
        var throughInputResolver = false
        for branch in dependency.branches {
            switch form(of: id, type: branch.type, builder: branch.builder, owner: owner, graph: graph, inputResolvers: inputResolvers) {
            case .container, .external:
                for case let .dependency(read)? in graph.provisions[id] ?? [] where graph.dependencies[read].dependency.kind == .registration {
                    reads.insert(read)
                }
            case let .inputResolver(_, sources):
                let registrations = Self.registrations(among: sources, graph: graph)
                reads.formUnion(registrations)
                throughInputResolver = throughInputResolver || !registrations.isEmpty
            case .plain, nil:
                break
            }
        }
        return (reads, throughInputResolver)
    }

    /// Arguments of a child container: a provider per need it takes, the functions building its
    /// deferred registrations, then the factory's parameters by name; and the registrations passed
    /// as providers (every one its subtree reads, the functions' included).
    private func containerArguments(site: DependencyID, target: TypeID) -> (arguments: [Argument], providerReads: Set<DependencyID>) {
        containerArguments(of: target, provision: provisions(at: site))
    }

    /// How registration `site` provides each need of its target, by the need's index.
    private func provisions(at site: DependencyID) -> (Int, Need) -> Provision? {
        let provisions = graph.provisions[site] ?? []
        return { index, _ in index < provisions.count ? provisions[index] : nil }
    }

    /// `containerArguments` with each need provided as `provision` says (by its index among the
    /// target's needs, or by its key).
    private func containerArguments(of target: TypeID, provision: (Int, Need) -> Provision?) -> (arguments: [Argument], providerReads: Set<DependencyID>) {
        let inputs = context.inputs?.inputs(of: target)
        let childLabels = inputs?.labels ?? NeedLabels.labels(of: target, in: graph)
        let functions = (inputs?.factories ?? []).map { Argument($0.label, .word(functionName(building: $0))) }
        return needArguments(target: target, provision: provision, label: { childLabels[$0.key] }, then: functions) { $1 }
    }

    private func functionName(building factory: ContainerInputs.Factory) -> String {
        context.functions?.name(building: factory.typeSource) ?? "weaverMissingFunction"
    }

    /// `func buildDetail() -> Detail { Detail(injecting: DetailDependencyContainer(…)) }`: the
    /// local function that builds a deferred registration's target in this initializer, every need
    /// provided as this type provides it to its children (`ConstructionFunctions`).
    func constructionFunction(_ function: ConstructionFunctions.Function) -> Statement {
        let typeSource = graph.dependencies[function.site].dependency.type.swiftSource
        guard let target = graph.dependencies[function.site].target, let provisions = context.functions?.provisions else {
            return .function(name: Identifier(function.name), result: TypeName(typeSource), body: .call("fatalError", []))
        }
        let arguments = containerArguments(of: target) { provisions[$1.key] }.arguments
        let container = Expr.call(GeneratedNames.container(graph.types[target].path), arguments)
        return .function(name: Identifier(function.name), result: TypeName(typeSource), body: .call(typeSource, [Argument("injecting", container)]))
    }

    /// One argument per need of `target` that `provision` gives a provider for, labelled by
    /// `label` and passed as `value` makes of its provider, then `functions`, then the factory's
    /// parameters by name; and the registering type's registrations passed. A need `label` gives
    /// no label for is not an argument (the target takes it from a function).
    private func needArguments(target: TypeID, provision: (Int, Need) -> Provision?, label: (Need) -> String?,
                               then functions: [Argument] = [],
                               value: (Need, Expr) -> Expr) -> (arguments: [Argument], providerReads: Set<DependencyID>) {
        var arguments: [Argument] = []
        var providerReads = Set<DependencyID>()
        for (index, need) in graph.needs[target].enumerated() {
            guard let provision = provision(index, need) else { continue }
            if case let .dependency(id) = provision, context.dependency(id).kind == .registration {
                providerReads.insert(id)
            }
            guard let label = label(need) else { continue }
            arguments.append(Argument(label, value(need, context.argumentExpression(for: provision, wanted: need, of: target))))
        }
        arguments += functions
        arguments += FactorySignature.passedArguments(of: target, in: graph)
        return (arguments, providerReads)
    }

    /// A member of a builder's input resolver. The registering type's own slots are held weakly:
    /// a transient or weak slot keeps its builder for good (a lazy one until it is first read), so
    /// a strong capture would make two such slots, or a slot and itself, keep each other and all
    /// they reach alive after their container is released (docs/semantics.md, Memory). Reading through the
    /// resolver after that stops with a message; a builder's result that keeps its resolver is
    /// the case docs/semantics.md leaves to the user.
    private func inputArgument(_ id: DependencyID, role: InputResolvers.Member.Role) -> Expr {
        let dependency = context.dependency(id)
        guard dependency.kind == .registration else {
            if dependency.isFactoryReference { return context.providerExpression(id) }
            if let value = context.valueExpression(id) { return .closure(Closure(value)) }
            return .closure(Closure(context.providerExpression(id).get()))
        }
        let slot = ContainerContext.slotName(dependency)
        let call: Expr
        switch role {
        case .value:
            call = Expr.word(slot).get()
        case .factory:
            let count = graph.dependencies[id].target.map { graph.parameters(of: $0).count } ?? 0
            call = .call(.member(.word(slot), "build"), (0..<count).map { Argument(nil, .word("$\($0)")) })
        case .setter:
            call = .call(.member(.word(slot), "set"), [Argument(nil, .word("$0"))])
        }
        let released = Expr.call(.support(TypeName(.containerReleased)), [Argument(nil, .string(dependency.name))])
        return .closure(Closure(captures: ["weak " + slot], [.guardLet(Identifier(slot), orElse: released), .return(call)]))
    }
}
