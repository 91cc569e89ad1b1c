/// Emits `<T>DependencyContainer`, the class that implements `<T>DependencyResolver` for one
/// annotated type. Its initializer receives a provider closure per need (captured from the
/// registering container's slots, never the container itself, so a child keeps alive only what
/// it reads — SPEC §5 Memory), creates a slot per registration, wires each slot's builder once
/// every slot exists (builders may read each other), then builds the `.container` ones.
struct ContainerEmitter {
    let graph: DependencyGraph
    let protocols: ResolverProtocols
    let inputResolvers: InputResolvers
    let objc: ObjCSupport
    let isolation: Isolation

    func emit(_ type: TypeID, into writer: inout CodeWriter) {
        let context = ContainerContext(graph: graph, type: type)
        let path = graph.types[type].path
        let dependencies = graph.types[type].dependencies.map { (id: $0, dependency: graph.dependencies[$0].dependency) }
        // The protocols are listed one by one, not through the typealias: an actor's typealias
        // includes `Sendable`, which would clash with the class's `@unchecked Sendable`.
        let protocolNames = unique(dependencies.flatMap { protocols.protocolsByDependency[$0.id] ?? [] }.map(\.name))
        let hasBase = objc.needsBase(protocolNames)
        let conformances = (hasBase ? ["WeaverObjectBase"] : []) + protocolNames + isolation.sendableConformance
        writer.block("\(isolation.attribute)private final class \(GeneratedNames.container(path)): \(conformances.joined(separator: ", "))") { body in
            for (id, dependency) in dependencies {
                emitPerVariant(dependency, into: &body) { "private let \(storedName($0)): \(storedType(id, $0))" }
            }
            if !dependencies.isEmpty { body.line() }
            emitInitializer(context: context, callsSuper: hasBase, into: &body)
            for (id, dependency) in dependencies {
                body.line()
                emitMembers(id, dependency, into: &body)
            }
        }
    }

    private func storedName(_ dependency: Dependency) -> String {
        dependency.kind == .registration ? ContainerContext.slotName(dependency) : ContainerContext.providerName(dependency)
    }

    /// The slot class of a registration, or the provider closure type of a reference or parameter.
    private func storedType(_ id: DependencyID, _ dependency: Dependency) -> String {
        let exposed = dependency.exposedType.swiftSource
        switch dependency.kind {
        case .reference, .parameter:
            return ContainerContext.providerType(of: dependency)
        case .registration:
            if dependency.isSetter { return "WeaverSetterSlot<\(exposed)>" }
            if let signature = FactorySignature(of: id, in: graph) { return "WeaverBuildSlot<\(signature.closureType)>" }
            switch dependency.scope {
            case .container, .lazy: return "WeaverMemoizedSlot<\(exposed)>"
            case .weak: return "WeaverWeakSlot<\(dependency.type.swiftSource)>"
            case .transient: return "WeaverTransientSlot<\(exposed)>"
            }
        }
    }

    private func emitInitializer(context: ContainerContext, callsSuper: Bool, into writer: inout CodeWriter) {
        let needs = graph.needs[context.type]
        let parameters = graph.parameters(of: context.type)
        var arguments = needs.map { "\(context.needLabels[$0.key]!): @escaping \(context.needProviderType($0))" }
        arguments += parameters.map { "\(context.dependency($0).name): \(FactorySignature.parameterType(context.dependency($0)))" }
        let dependencies = graph.types[context.type].dependencies
        let builds = BuildExpression(context: context, inputResolvers: inputResolvers)
        let keyword = callsSuper && arguments.isEmpty ? "override init" : "init"
        writer.block("\(keyword)(\(arguments.joined(separator: ", ")))") { body in
            for id in parameters {
                let dependency = context.dependency(id)
                let capture = dependency.scope == .weak ? "[weak \(dependency.name)] in " : ""
                body.line("let \(ContainerContext.providerName(dependency)): \(ContainerContext.providerType(of: dependency)) = { \(capture)\(dependency.name) }")
            }
            for id in dependencies where context.dependency(id).kind == .registration {
                let dependency = context.dependency(id)
                emitPerVariant(dependency, into: &body) { "let \(ContainerContext.slotName($0)) = \(storedType(id, $0))(\"\($0.name)\")" }
            }
            for id in dependencies where context.dependency(id).kind == .registration && !context.dependency(id).isSetter {
                emitBuilder(id, builds: builds, into: &body)
            }
            for id in dependencies {
                let dependency = context.dependency(id)
                let value = dependency.kind == .registration ? ContainerContext.slotName(dependency) : context.providerExpression(id)
                body.line("self.\(storedName(dependency)) = \(value)")
            }
            if callsSuper { body.line("super.init()") }
            for id in dependencies {
                let dependency = context.dependency(id)
                if dependency.kind == .registration, !dependency.isSetter, dependency.scope == .container, !graph.isFactory(id) {
                    body.line("_ = \(ContainerContext.slotName(dependency)).get()")
                }
            }
        }
    }

    /// A line that names the concrete type, once per `#if` branch when the branches build different
    /// types and the slot holds the concrete type itself (a weak slot needs a class, not the abstraction).
    private func emitPerVariant(_ dependency: Dependency, into writer: inout CodeWriter, _ line: (Dependency) -> String) {
        let concreteTypes = Set(dependency.variants.map(\.type))
        guard dependency.kind == .registration, dependency.scope == .weak, concreteTypes.count > 1 else {
            writer.line(line(dependency))
            return
        }
        for (directive, variant) in VariantDirectives.chain(dependency.variants) {
            var branch = dependency
            branch.type = variant.type
            writer.line(directive)
            writer.line(line(branch))
        }
        writer.line("#endif")
    }

    private func emitBuilder(_ id: DependencyID, builds: BuildExpression, into writer: inout CodeWriter) {
        let dependency = graph.dependencies[id].dependency
        if dependency.variants.count > 1 {
            // The DEBUG/release switch: the same condition chain as in the source, around what differs.
            for (directive, variant) in VariantDirectives.chain(dependency.variants) {
                writer.line(directive)
                emitBuilder(id, build: builds.expression(for: id, variant: variant), into: &writer)
            }
            writer.line("#endif")
            return
        }
        emitBuilder(id, build: builds.expression(for: id), into: &writer)
    }

    private func emitBuilder(_ id: DependencyID, build: BuildExpression.Build, into writer: inout CodeWriter) {
        let dependency = graph.dependencies[id].dependency
        let slot = ContainerContext.slotName(dependency)
        guard graph.isFactory(id), let target = graph.dependencies[id].target else {
            let capture = build.weakSlots.isEmpty ? "" : "[" + build.weakSlots.map { "weak " + $0 }.joined(separator: ", ") + "] in "
            writer.line("\(slot).make = { \(capture)\(build.code) }")
            return
        }
        let closureArguments = FactorySignature.argumentNames(of: target, in: graph).joined(separator: ", ")
        switch dependency.scope {
        case .lazy, .weak:
            // Memoized factory (warned as `parameters-ignored`): the first call's arguments win.
            let memo = dependency.name + "Instance"
            let memoType = dependency.scope == .weak ? "WeaverWeakSlot<\(dependency.type.swiftSource)>" : "WeaverMemoizedSlot<\(dependency.exposedType.swiftSource)>"
            writer.line("let \(memo) = \(memoType)(\"\(dependency.name)\")")
            writer.line("\(slot).make = { \(closureArguments) in \(memo).get(building: { \(build.code) }) }")
        case .container, .transient:
            writer.line("\(slot).make = { \(closureArguments) in \(build.code) }")
        }
    }

    private func emitMembers(_ id: DependencyID, _ dependency: Dependency, into writer: inout CodeWriter) {
        let name = dependency.name
        if let signature = FactorySignature(of: id, in: graph) {
            let call = dependency.kind == .registration
                ? "\(ContainerContext.slotName(dependency)).make!(\(signature.argumentList))"
                : "\(ContainerContext.providerName(dependency))(\(signature.argumentList))"
            writer.line("func \(name)(\(signature.parameterList)) -> \(signature.result) { \(call) }")
            return
        }
        switch dependency.kind {
        case .reference, .parameter:
            writer.line("var \(name): \(dependency.type.swiftSource) { \(ContainerContext.providerName(dependency))() }")
        case .registration:
            let slot = ContainerContext.slotName(dependency)
            writer.line("var \(name): \(dependency.exposedType.swiftSource) { \(slot).get() }")
            if dependency.isSetter {
                writer.line("func set\(GeneratedNames.upperCamel(name))(_ value: \(dependency.exposedType.swiftSource)) { \(slot).set(value) }")
            }
        }
    }
}

func unique(_ names: [String]) -> [String] {
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
}
