/// Emits `<T>DependencyContainer`, the class that implements `<T>DependencyResolver` for one
/// annotated type. Its initializer receives each need as a provider (a slot of an ancestor's
/// container or a passed-in value, never a container itself, so a child keeps alive only what it
/// reads — docs/semantics.md, Memory), creates a slot per registration that is not a constant, and stores
/// builders and builds constants in the order `ContainerPlan` gives, then builds the `.container`
/// slots.
///
/// A container's text for one dependency depends on that dependency's own annotations, never on
/// how an ancestor provides a need: a need is a `WeaverProvider` whatever its scope, so changing a
/// scope rewrites only the registering container.
struct ContainerEmitter {
    let graph: DependencyGraph
    let inputResolvers: InputResolvers
    let objc: ObjCSupport
    let isolation: Isolation
    /// Per annotated type.
    let plans: [TypeID: ContainerPlan]
    let inputs: ContainerInputs
    /// How `#sourceLocation` names the files of compiler checks.
    let sourcePaths: SourcePaths
    /// Which containers take a mock's overrides.
    var mocks = MockSelection.none

    /// One container's plan, with the code of each build and which constants a child reads
    /// through a provider (a `WeaverConstantSlot` made from the value).
    struct Layout {
        let context: ContainerContext
        let plan: ContainerPlan
        let builds: [DependencyID: BuildExpression.Build]
        /// Per `#if` branch, in `VariantDirectives.chain` order, for registrations with several.
        let variantBuilds: [DependencyID: [BuildExpression.Build]]
        let providedConstants: Set<DependencyID>
        let functions: ConstructionFunctions
        let expressions: BuildExpression
        /// Registrations, references and parameters kept as the value itself.
        let heldValues: Set<DependencyID>
    }

    func container(_ type: TypeID, protocolNames: [String]) -> GeneratedType {
        let layout = layout(of: type)
        let path = graph.types[type].path
        let dependencies = graph.types[type].dependencies.map { (id: $0, dependency: graph.dependencies[$0].dependency) }
        // The container conforms to its type's resolver protocol, and to the `@objc` protocols of
        // its `objc` dependencies, so that Objective-C code can take it as `id<NameResolver>`. Not
        // to the other per-dependency protocols: it would then depend on their file, which every
        // new dependency name changes (docs/commands.md, Output as several files).
        let objcProtocols = protocolNames.filter { objc.objcProtocols.contains($0) }
        let hasBase = !objcProtocols.isEmpty
        let resolver = [GeneratedNames.resolverTypealias(graph.types[type].path)] + objcProtocols
        // A value is stored under the dependency's own name, which is what its protocol asks
        // for: no getter to write or to type-check (a computed property costs the type checker
        // more than a stored one).
        var members: [MemberDeclaration] = []
        // A collection (docs/contributions.md) is read from its elements' slots: nothing of its own is stored.
        for (id, dependency) in dependencies where graph.collections.references[id] == nil {
            let stored = { (variant: Dependency) -> MemberDeclaration in
                .stored(name: storedName(id, variant, layout), type: storedType(id, variant, layout), isPrivate: !holdsValue(id, layout))
            }
            if let variants = variants(of: dependency) {
                members.append(.conditional(variants.map { Branch(directive: $0.directive, content: [stored($0.dependency)]) }))
            } else {
                members.append(stored(dependency))
            }
        }
        if !dependencies.isEmpty { members.append(.blank) }
        members.append(initializer(layout, callsSuper: hasBase))
        // An element's registration is read by its collection only, from its slot.
        for (id, dependency) in dependencies where !holdsValue(id, layout) && !graph.collections.isElement(id) {
            members.append(.blank)
            members += accessors(id, dependency, layout)
        }
        return GeneratedType(isMainActor: isolation.mainActor, access: isolation.isFilePrivate ? "private" : "", kind: .finalClass, name: GeneratedNames.container(path),
                             inherits: (hasBase ? [TypeName("WeaverObjectBase")] : []) + resolver.map(TypeName.init),
                             isCheckedSendable: true, members: members)
    }

    /// Everything a container's declaration is written from: its context, each registration's
    /// build (per `#if` branch too), and the values it holds itself.
    private func layout(of type: TypeID) -> Layout {
        let plan = plans[type]!
        // The initializer's arguments and the names its locals derive from a dependency's name.
        let functions = ConstructionFunctions(scope: type, graph: graph, inputs: inputs) { [inputs, graph] in
            let own = inputs.inputs(of: type)
            return Set((own?.labels.values).map(Array.init) ?? []).union(own?.factories.map(\.label) ?? [])
                .union(graph.types[type].dependencies.map { graph.dependencies[$0].dependency.name })
        }
        let context = ContainerContext(graph: graph, type: type, constants: plan.constants, inputs: inputs, functions: functions, mocks: mocks)
        let expressions = BuildExpression(context: context, inputResolvers: inputResolvers)
        var builds: [DependencyID: BuildExpression.Build] = [:]
        var variantBuilds: [DependencyID: [BuildExpression.Build]] = [:]
        var providerReads = Set<DependencyID>()
        for id in graph.types[type].dependencies where context.dependency(id).kind == .registration && !context.dependency(id).isSetter {
            let build = expressions.expression(for: id)
            builds[id] = build
            providerReads.formUnion(build.providerReads)
            let variants = context.dependency(id).variants
            if variants.count > 1 {
                let branches = VariantDirectives.chain(variants).map { expressions.expression(for: id, variant: $0.1) }
                variantBuilds[id] = branches
                for branch in branches { providerReads.formUnion(branch.providerReads) }
            }
        }
        let providedConstants = plan.constants.intersection(providerReads)
        // A constant is kept as the value, whoever reads it (children read it through a slot made
        // from the value: whether they do changes one line); a reference or parameter likewise.
        let heldValues = Set(graph.types[type].dependencies.filter { id in
            graph.dependencies[id].dependency.kind == .registration ? plan.constants.contains(id) : context.holdsValue(id)
        })
        return Layout(context: context, plan: plan, builds: builds, variantBuilds: variantBuilds,
                      providedConstants: providedConstants, functions: functions, expressions: expressions,
                      heldValues: heldValues)
    }

    func holdsValue(_ id: DependencyID, _ layout: Layout) -> Bool {
        layout.heldValues.contains(id)
    }

    /// What the stored property holds: `logger` the value itself (it is the protocol's property),
    /// `loggerSlot` the slot of a registration (whatever its scope, so that a scope change keeps
    /// the name), `loggerProvider` a provider of a need or a weak parameter.
    func storedName(_ id: DependencyID, _ dependency: Dependency, _ layout: Layout) -> Identifier {
        if holdsValue(id, layout) { return Identifier(dependency.name) }
        return Identifier(dependency.kind == .registration ? ContainerContext.slotName(dependency) : ContainerContext.providerName(dependency))
    }

    /// The type of what is stored: a value, the slot class of a registration (a `WeaverConstantSlot` for a
    /// constant), or the provider type of a reference or parameter.
    func storedType(_ id: DependencyID, _ dependency: Dependency, _ layout: Layout) -> TypeName {
        let exposed = dependency.exposedType.genericArgumentSource
        switch dependency.kind {
        case .reference, .parameter:
            return holdsValue(id, layout) ? TypeName(dependency.type.swiftSource) : ContainerContext.providerType(of: dependency)
        case .registration:
            if holdsValue(id, layout) { return TypeName(exposed) }
            if layout.plan.constants.contains(id) { return TypeName(.constantSlot, exposed) }
            if dependency.isSetter { return TypeName(.setterSlot, exposed) }
            if let signature = FactorySignature(of: id, in: graph) { return TypeName(.buildSlot, signature.closureType) }
            switch dependency.scope {
            case .container, .lazy: return TypeName(.memoizedSlot, exposed)
            case .weak: return TypeName(.weakSlot, dependency.type.genericArgumentSource, exposed)
            case .transient: return TypeName(.transientSlot, exposed)
            }
        }
    }

    /// A slot's initializer arguments: its name, and for a weak slot how it exposes its object
    /// (through the conformance the compiler checks, when there is one).
    func slotArguments(_ dependency: Dependency, _ id: DependencyID, weak: Bool) -> [Argument] {
        let name = Argument(nil, .string(dependency.name))
        guard weak && dependency.scope == .weak && !dependency.isSetter else { return [name] }
        let exposing: Expr = CompilerCheck.needsExposure(dependency, id, in: graph)
            ? .word(CompilerCheck.exposureName(dependency)) : .closure(Closure(.word("$0")))
        return [name, Argument("exposing", exposing)]
    }

    /// The dependency once per `#if` branch when the branches build different types and the slot
    /// holds the concrete type itself (a weak slot needs a class, not the abstraction); nil when
    /// one declaration names it.
    func variants(of dependency: Dependency) -> [(directive: String, dependency: Dependency)]? {
        let concreteTypes = Set(dependency.variants.map(\.type))
        guard dependency.kind == .registration, dependency.scope == .weak, concreteTypes.count > 1 else { return nil }
        return VariantDirectives.chain(dependency.variants).map { directive, variant in
            var branch = dependency
            branch.type = variant.type
            return (directive, branch)
        }
    }

    /// The members reading a dependency that is not stored as a value: its property or factory,
    /// and a setter's `setName(_:)`.
    private func accessors(_ id: DependencyID, _ dependency: Dependency, _ layout: Layout) -> [MemberDeclaration] {
        let name = Identifier(dependency.name)
        if let signature = FactorySignature(of: id, in: graph) {
            let function: Expr = dependency.kind == .registration
                ? .member(.word(ContainerContext.slotName(dependency)), "build") : .word(ContainerContext.providerName(dependency))
            let call = Expr.call(function, signature.labels.map { Argument(nil, .name(Identifier($0))) })
            return [.function(FunctionDeclaration(name: name, parameters: signature.parameters, result: TypeName(signature.result),
                                                  body: [.expression(call)], layout: .inline))]
        }
        if let collection = graph.collections.references[id] {
            return [.computed(name: name, type: TypeName(dependency.type.swiftSource), body: collectionLiteral(collection, layout))]
        }
        switch dependency.kind {
        case .reference, .parameter:
            return [.computed(name: name, type: TypeName(dependency.type.swiftSource), body: Expr.word(ContainerContext.providerName(dependency)).get())]
        case .registration:
            let slot = Expr.name(storedName(id, dependency, layout))
            let exposed = TypeName(dependency.exposedType.swiftSource)
            var members: [MemberDeclaration] = [.computed(name: name, type: exposed, body: slot.get())]
            if dependency.isSetter {
                members.append(.function(FunctionDeclaration(name: Identifier("set" + GeneratedNames.upperCamel(dependency.name)),
                                                             parameters: [Parameter("value", exposed, label: "_")], result: nil,
                                                             body: [.expression(.call(.member(slot, "set"), [Argument(nil, .word("value"))]))],
                                                             layout: .inline)))
            }
            return members
        }
    }
}

extension ContainerEmitter {
    /// `[crashReporterSlot.get(), …]`, `["movies/:id": movieSlot.get(), …]` or, for elements
    /// taking parameters, `["movies/:id": movieSlot.build, …]`: the elements in the collection's
    /// order, read from the slots of the registrations the linker added for them.
    func collectionLiteral(_ collection: Collections.Reference, _ layout: Layout) -> Expr {
        let values = collection.elements.map { id -> Expr in
            let dependency = graph.dependencies[id].dependency
            let slot = Expr.name(storedName(id, dependency, layout))
            if holdsValue(id, layout) { return slot }
            return collection.shape == .factoryMap ? .member(slot, "build") : slot.get()
        }
        guard collection.shape != .array else { return .array(values) }
        let keys = collection.elements.map { graph.collections.elements[graph.collections.elementOf[$0]!].syntax.key ?? "" }
        return .dictionary(zip(keys, values).map { (Expr.string($0), $1) })
    }
}
