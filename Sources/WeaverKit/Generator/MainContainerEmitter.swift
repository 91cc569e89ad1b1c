/// `MainDependencyContainer` with a static entry point per annotated type that needs nothing from
/// outside, registered or not (SPEC §7, as Weaver 1.x):
/// `static func appDelegateDependencyResolver() -> AppDelegateDependencyResolver`.
enum MainContainerEmitter {
    /// Types without references and parameters whose subtree needs nothing from above either.
    static func entryPoints(_ graph: DependencyGraph, annotated: [TypeID]) -> [TypeID] {
        annotated.filter { graph.needs[$0].isEmpty && graph.parameters(of: $0).isEmpty }
    }

    static func emit(_ graph: DependencyGraph, roots annotated: [TypeID], objc: ObjCSupport, options: GeneratorOptions, isolation: Isolation, into writer: inout CodeWriter) {
        let entryPoints = entryPoints(graph, annotated: annotated)
        var header = "\(isolation.attribute)final class MainDependencyContainer"
        if objc.isUsed {
            header += ": WeaverObjectBase"
            if let runtimeName = ObjCSupport.runtimeName(projectName: options.projectName, platform: options.platform) {
                writer.line("#if canImport(ObjectiveC)")
                writer.line("@objc(\(runtimeName))")
                writer.line("#endif")
            }
        }
        writer.block(header) { body in
            for (index, type) in entryPoints.enumerated() {
                if index > 0 { body.line() }
                let path = graph.types[type].path
                body.block("static func \(GeneratedNames.entryPoint(path))() -> \(GeneratedNames.resolverTypealias(path))") { function in
                    let accessors = WrapperAccessors.list(of: type, container: "container", in: graph)
                    guard graph.types[type].isSelfBuilding, !accessors.isEmpty else {
                        function.line("\(GeneratedNames.container(path))()")
                        return
                    }
                    // A self-building root calls this from a stored property declared before its
                    // @Weaver properties: they take these accessors, then the frame is gone.
                    function.line("let container = \(GeneratedNames.container(path))()")
                    function.line("WeaverConstruction.push(\(accessors), popsWhenConsumed: true)")
                    function.line("return container")
                }
            }
        }
    }
}

/// The container behind `<Concrete>InputDependencyResolver`: closures for each member.
enum InputContainerEmitter {
    static func emit(_ input: InputResolvers.Resolver, graph: DependencyGraph, objc: ObjCSupport, isolation: Isolation, into writer: inout CodeWriter) {
        let hasBase = objc.needsBase(input.members.map(\.protocolName))
        let base = hasBase ? "WeaverObjectBase, " : ""
        let conformances = ([input.typealiasName] + isolation.sendableConformance).joined(separator: ", ")
        writer.block("\(isolation.attribute)private final class \(input.containerName): \(base)\(conformances)") { body in
            var arguments: [String] = []
            for member in input.members {
                let closureType = closureType(member, graph: graph)
                body.line("private let \(member.label)Closure: \(closureType)")
                arguments.append("\(member.label): @escaping \(closureType)")
            }
            body.line()
            let keyword = hasBase && arguments.isEmpty ? "override init" : "init"
            body.block("\(keyword)(\(arguments.joined(separator: ", ")))") { initializer in
                for member in input.members { initializer.line("self.\(member.label)Closure = \(member.label)") }
                if hasBase { initializer.line("super.init()") }
            }
            for member in input.members {
                body.line()
                body.line(implementation(member, graph: graph))
            }
        }
    }

    private static func closureType(_ member: InputResolvers.Member, graph: DependencyGraph) -> String {
        let dependency = graph.dependencies[member.dependency].dependency
        switch member.role {
        case .value:
            return "() -> \(dependency.kind == .registration ? dependency.exposedType.swiftSource : dependency.type.swiftSource)"
        case .setter:
            return "(\(dependency.exposedType.swiftSource)) -> Void"
        case .factory:
            let parameters = graph.dependencies[member.dependency].target.map { graph.parameters(of: $0) } ?? []
            let types = parameters.map { FactorySignature.parameterType(graph.dependencies[$0].dependency) }
            return "(\(types.joined(separator: ", "))) -> \(dependency.exposedType.swiftSource)"
        }
    }

    private static func implementation(_ member: InputResolvers.Member, graph: DependencyGraph) -> String {
        let requirement = member.requirement
        switch member.role {
        case .value:
            return requirement.replacingSuffix(" { get }", with: " { \(member.label)Closure() }")
        case .setter:
            return requirement + " { \(member.label)Closure(value) }"
        case .factory:
            let names = graph.dependencies[member.dependency].target.map { FactorySignature.argumentNames(of: $0, in: graph) } ?? []
            return requirement + " { \(member.label)Closure(\(names.joined(separator: ", "))) }"
        }
    }
}

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
