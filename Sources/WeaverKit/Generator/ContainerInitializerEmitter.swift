/// The initializer of a container: weak parameters wrapped as providers, a slot per registration
/// that is not a constant, the stored builders and constants in the plan's order, the `.container`
/// slots built, then every stored property set.
extension ContainerEmitter {
    func emitInitializer(_ layout: Layout, callsSuper: Bool, into writer: inout CodeWriter) {
        let context = layout.context
        let plan = layout.plan
        let inputs = context.inputs?.inputs(of: context.type)
        let needs = inputs?.needs ?? graph.needs[context.type]
        let parameters = graph.parameters(of: context.type)
        var arguments = needs.map { need in
            "\(GeneratedNames.identifier(context.needLabels[need.key]!)): \(need.key.isFactory ? "@escaping " : "")\(context.needArgumentType(need))"
        }
        arguments += (inputs?.factories ?? []).map { factory in
            "\(factory.label): @escaping () -> \(factory.typeSource)"
        }
        arguments += parameters.map { "\(GeneratedNames.identifier(context.dependency($0).name)): \(FactorySignature.parameterType(context.dependency($0)))" }
        let dependencies = graph.types[context.type].dependencies
        let keyword = callsSuper && arguments.isEmpty ? "override init" : "init"
        writer.block(keyword, list: arguments) { body in
            emitCompilerChecks(layout, into: &body)
            for id in parameters where !context.holdsValue(id) {
                let dependency = context.dependency(id)
                let type = dependency.type.swiftSource
                let name = GeneratedNames.identifier(dependency.name)
                body.line("let \(ContainerContext.providerName(dependency)): \(ContainerContext.providerType(of: dependency)) = WeaverClosureProvider<\(type)>({ [weak \(name)] in \(name) })")
            }
            for id in dependencies where context.dependency(id).kind == .registration && !plan.constants.contains(id) {
                let dependency = context.dependency(id)
                emitPerVariant(dependency, into: &body) { "let \(ContainerContext.slotName($0)) = \(storedType(id, $0, layout))(\(slotArguments($0, weak: !graph.isFactory(id))))" }
            }
            var declared = Set<Int>()
            for step in plan.steps {
                switch step {
                case let .storeBuilder(id):
                    emitFunctions(usedBy: id, layout, declared: &declared, into: &body)
                    emitBuilder(id, layout, into: &body)
                case let .build(id):
                    emitFunctions(usedBy: id, layout, declared: &declared, into: &body)
                    let dependency = context.dependency(id)
                    let build = layout.builds[id]!
                    let code = build.isExpression ? build.code : "{ \(build.code) }()"
                    // A constant is the value itself, stored as soon as it is built; children
                    // read it through a slot holding it.
                    body.line("self.\(GeneratedNames.identifier(dependency.name)) = \(code)")
                    if layout.providedConstants.contains(id) {
                        let exposed = dependency.exposedType.swiftSource
                        body.line("let \(ContainerContext.slotName(dependency)) = WeaverConstantSlot<\(exposed)>(self.\(GeneratedNames.identifier(dependency.name)))")
                    }
                }
            }
            for id in dependencies where layout.builds[id] != nil && context.dependency(id).scope == .container && !graph.isFactory(id) && !plan.constants.contains(id) {
                body.line("_ = \(ContainerContext.slotName(context.dependency(id))).get()")
            }
            for id in dependencies where !(context.dependency(id).kind == .registration && holdsValue(id, layout)) {
                let dependency = context.dependency(id)
                let name = storedName(id, dependency, layout)
                let value: String
                switch dependency.kind {
                case .registration: value = name
                case .reference, .parameter: value = holdsValue(id, layout) ? context.valueExpression(id)! : context.providerExpression(id)
                }
                body.line("self.\(name) = \(value)")
            }
            if callsSuper { body.line("super.init()") }
        }
    }

    /// The functions building the deferred registrations below registration `id`'s target that
    /// no earlier step declared: right before the step, after every slot they capture exists.
    private func emitFunctions(usedBy id: DependencyID, _ layout: Layout, declared: inout Set<Int>, into writer: inout CodeWriter) {
        guard let uses = layout.functions.uses[id] else { return }
        for index in uses where declared.insert(index).inserted {
            let function = layout.expressions.constructionFunction(layout.functions.functions[index])
            writer.block(function.header, statement: function.body)
        }
    }

    /// What the compiler checks at the annotations' lines, first: the builds below use them, and
    /// they capture nothing.
    private func emitCompilerChecks(_ layout: Layout, into writer: inout CodeWriter) {
        for id in graph.types[layout.context.type].dependencies {
            if let branches = layout.variantBuilds[id] {
                guard branches.contains(where: { !$0.checks.isEmpty }) else { continue }
                for ((directive, _), build) in zip(VariantDirectives.chain(graph.dependencies[id].dependency.variants), branches) {
                    writer.line(directive)
                    for check in build.checks { check.emit(into: &writer, paths: sourcePaths) }
                }
                writer.line("#endif")
            } else {
                for check in layout.builds[id]?.checks ?? [] { check.emit(into: &writer, paths: sourcePaths) }
            }
        }
    }

    private func emitBuilder(_ id: DependencyID, _ layout: Layout, into writer: inout CodeWriter) {
        if let branches = layout.variantBuilds[id] {
            // The DEBUG/release switch: the same condition chain as in the source, around what differs.
            for ((directive, _), build) in zip(VariantDirectives.chain(graph.dependencies[id].dependency.variants), branches) {
                writer.line(directive)
                emitBuilder(id, build: build, into: &writer)
            }
            writer.line("#endif")
            return
        }
        emitBuilder(id, build: layout.builds[id]!, into: &writer)
    }

    private func emitBuilder(_ id: DependencyID, build: BuildExpression.Build, into writer: inout CodeWriter) {
        let dependency = graph.dependencies[id].dependency
        let slot = ContainerContext.slotName(dependency)
        guard graph.isFactory(id), let target = graph.dependencies[id].target else {
            if let closure = build.closureArgument {
                writer.line("\(slot).make = \(closure)")
                return
            }
            let capture = build.weakSlots.isEmpty ? "" : "[" + build.weakSlots.map { "weak " + $0 }.joined(separator: ", ") + "] in "
            writer.line("\(slot).make = { \(capture)\(build.code) }")
            return
        }
        let closureArguments = FactorySignature.argumentNames(of: target, in: graph).joined(separator: ", ")
        switch dependency.scope {
        case .lazy, .weak:
            // Memoized factory (warned as `parameters-ignored`): the first call's arguments win.
            let memo = dependency.name + "Instance"
            let memoType = dependency.scope == .weak
                ? "WeaverWeakSlot<\(dependency.type.swiftSource), \(dependency.exposedType.swiftSource)>"
                : "WeaverMemoizedSlot<\(dependency.exposedType.swiftSource)>"
            writer.line("let \(memo) = \(memoType)(\(slotArguments(dependency, weak: true)))")
            writer.line("\(slot).make = { \(closureArguments) in \(memo).get(building: { \(build.code) }) }")
        case .container, .transient:
            writer.line("\(slot).make = { \(closureArguments) in \(build.code) }")
        }
    }
}
