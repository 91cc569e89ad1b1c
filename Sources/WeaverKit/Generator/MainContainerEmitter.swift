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

extension String {
    func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
