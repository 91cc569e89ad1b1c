/// The initializer of a container: weak parameters wrapped as providers, a slot per registration
/// that is not a constant, the stored builders and constants in the plan's order, the `.container`
/// slots built, then every stored property set.
extension ContainerEmitter {
    func initializer(_ layout: Layout, callsSuper: Bool) -> MemberDeclaration {
        let arguments = initializerParameters(layout)
        var body = compilerChecks(layout) + providersAndSlots(layout) + steps(layout)
        let context = layout.context
        let dependencies = graph.types[context.type].dependencies
        for id in dependencies where layout.builds[id] != nil && context.dependency(id).scope == .container && !graph.isFactory(id)
            && !layout.plan.constants.contains(id) {
            body.append(.assignment(.word("_"), Expr.word(ContainerContext.slotName(context.dependency(id))).get()))
        }
        body += storedProperties(layout)
        if callsSuper { body.append(.expression(.call(.member(.word("super"), "init"), []))) }
        return .initializer(keyword: callsSuper && arguments.isEmpty ? "override init" : "init", parameters: arguments, body: body)
    }

    /// A parameter per need (an optional one defaulting to nil), per function building a deferred
    /// registration, per factory parameter, and a mock's overrides last.
    private func initializerParameters(_ layout: Layout) -> [Parameter] {
        let context = layout.context
        let inputs = context.inputs?.inputs(of: context.type)
        let needs = inputs?.needs ?? graph.needs[context.type]
        var arguments = needs.map { need in
            let type = context.needArgumentType(need)
            // An optional reference nobody above provides is nil: a root's entry point passes nothing.
            let absent = need.key.isOptional
                ? ContainerContext.valueArgument(for: need, label: "", value: .word("nil"), in: graph).value : nil
            return Parameter(Identifier(context.needLabels[need.key]!),
                             need.key.isFactory ? TypeName("@escaping " + type.text) : type, defaultValue: absent)
        }
        arguments += (inputs?.factories ?? []).map { factory in
            Parameter(Identifier(factory.label), TypeName("@escaping () -> " + factory.typeSource))
        }
        arguments += graph.parameters(of: context.type).map {
            Parameter(Identifier(context.dependency($0).name), TypeName(FactorySignature.parameterType(context.dependency($0))))
        }
        if context.takesOverrides {
            // Last, and nil unless a mock passes it: the app's graph calls the initializer as before.
            arguments.append(Parameter(Identifier(BuildExpression.MockOverride.parameterName),
                                       TypeName(GeneratedNames.mockOverrides(graph.types[context.type].path, in: graph) + "?"), defaultValue: .word("nil")))
        }
        return arguments
    }

    /// A weak parameter's provider, then a slot per registration that is not a constant.
    private func providersAndSlots(_ layout: Layout) -> [Statement] {
        let context = layout.context
        var body: [Statement] = []
        for id in graph.parameters(of: context.type) where !context.holdsValue(id) {
            let dependency = context.dependency(id)
            let name = Identifier(dependency.name).code
            let weakly = Closure(captures: ["weak " + name], [.expression(.word(name))])
            body.append(.constant(Identifier(ContainerContext.providerName(dependency)), ContainerContext.providerType(of: dependency),
                                  .call(.support(TypeName(.closureProvider, dependency.type.genericArgumentSource)), [Argument(nil, .closure(weakly))])))
        }
        for id in graph.types[context.type].dependencies where context.dependency(id).kind == .registration && !layout.plan.constants.contains(id) {
            let dependency = context.dependency(id)
            let slot = { (variant: Dependency) -> Statement in
                .constant(Identifier(ContainerContext.slotName(variant)), nil,
                          .call(.support(storedType(id, variant, layout)), slotArguments(variant, id, weak: !graph.isFactory(id))))
            }
            if let variants = variants(of: dependency) {
                body.append(.conditional(variants.map { Branch(directive: $0.directive, content: [slot($0.dependency)]) }))
            } else {
                body.append(slot(dependency))
            }
        }
        return body
    }

    /// The plan's steps in order: builders stored, constants built (each after the functions it
    /// uses that no earlier step declared).
    private func steps(_ layout: Layout) -> [Statement] {
        let context = layout.context
        var body: [Statement] = []
        var declared = Set<Int>()
        for step in layout.plan.steps {
            switch step {
            case let .storeBuilder(id):
                body += functions(usedBy: id, layout, declared: &declared)
                body += builder(id, layout)
            case let .build(id):
                body += functions(usedBy: id, layout, declared: &declared)
                let dependency = context.dependency(id)
                let value = Expr.member(.word("self"), named: Identifier(dependency.name))
                // A constant is the value itself, stored as soon as it is built; children
                // read it through a slot holding it.
                body.append(.assignment(value, layout.builds[id]!.value))
                if layout.providedConstants.contains(id) {
                    let slot = TypeName(.constantSlot, dependency.exposedType.genericArgumentSource)
                    body.append(.constant(Identifier(ContainerContext.slotName(dependency)), nil, .call(.support(slot), [Argument(nil, value)])))
                }
            }
        }
        return body
    }

    /// Every stored property set: a registration's slot, a reference's value or provider.
    private func storedProperties(_ layout: Layout) -> [Statement] {
        let context = layout.context
        return graph.types[context.type].dependencies.compactMap { id -> Statement? in
            guard !(context.dependency(id).kind == .registration && holdsValue(id, layout)), graph.collections.references[id] == nil else { return nil }
            let dependency = context.dependency(id)
            let name = storedName(id, dependency, layout)
            let value: Expr
            switch dependency.kind {
            case .registration: value = .name(name)
            case .reference, .parameter: value = holdsValue(id, layout) ? context.valueExpression(id)! : context.providerExpression(id)
            }
            return .assignment(.member(.word("self"), named: name), value)
        }
    }

    /// The functions building the deferred registrations below registration `id`'s target that
    /// no earlier step declared: right before the step, after every slot they capture exists.
    private func functions(usedBy id: DependencyID, _ layout: Layout, declared: inout Set<Int>) -> [Statement] {
        guard let uses = layout.functions.uses[id] else { return [] }
        return uses.filter { declared.insert($0).inserted }.map { layout.expressions.constructionFunction(layout.functions.functions[$0]) }
    }

    /// What the compiler checks at the annotations' lines, first: the builds below use them, and
    /// they capture nothing.
    private func compilerChecks(_ layout: Layout) -> [Statement] {
        var statements: [Statement] = []
        for id in graph.types[layout.context.type].dependencies {
            if let branches = layout.variantBuilds[id] {
                guard branches.contains(where: { !$0.checks.isEmpty }) else { continue }
                let chain = zip(VariantDirectives.chain(graph.dependencies[id].dependency.variants), branches)
                statements.append(.conditional(chain.map { variant, build in
                    Branch(directive: variant.directive, content: build.checks.map { $0.statement(paths: sourcePaths) })
                }))
            } else {
                statements += (layout.builds[id]?.checks ?? []).map { $0.statement(paths: sourcePaths) }
            }
        }
        return statements
    }

    private func builder(_ id: DependencyID, _ layout: Layout) -> [Statement] {
        guard let branches = layout.variantBuilds[id] else { return builder(id, build: layout.builds[id]!) }
        // The DEBUG/release switch: the same condition chain as in the source, around what differs.
        let chain = zip(VariantDirectives.chain(graph.dependencies[id].dependency.variants), branches)
        return [.conditional(chain.map { variant, build in Branch(directive: variant.directive, content: builder(id, build: build)) })]
    }

    private func builder(_ id: DependencyID, build: BuildExpression.Build) -> [Statement] {
        let dependency = graph.dependencies[id].dependency
        let make = Expr.member(.word(ContainerContext.slotName(dependency)), "make")
        guard graph.isFactory(id), let target = graph.dependencies[id].target else {
            if let closure = build.closureArgument { return [.assignment(make, .word(closure))] }
            return [.assignment(make, .closure(Closure(captures: build.weakSlots.map { "weak " + $0 }, build.body)))]
        }
        let closureArguments = FactorySignature.argumentNames(of: target, in: graph)
        switch dependency.scope {
        case .lazy, .weak:
            // Memoized factory (warned as `parameters-ignored`): the first call's arguments win.
            let memo = dependency.name + "Instance"
            let memoType = dependency.scope == .weak
                ? TypeName(.weakSlot, dependency.type.genericArgumentSource, dependency.exposedType.genericArgumentSource)
                : TypeName(.memoizedSlot, dependency.exposedType.genericArgumentSource)
            let get = Expr.call(.member(.word(memo), "get"), [Argument("building", .closure(Closure(build.body)))])
            return [.constant(Identifier(memo), nil, .call(.support(memoType), slotArguments(dependency, id, weak: true))),
                    .assignment(make, .closure(Closure(parameters: closureArguments, [.expression(get)])))]
        case .container, .transient:
            return [.assignment(make, .closure(Closure(parameters: closureArguments, build.body)))]
        }
    }
}
