/// `MainDependencyContainer` with a static entry point per annotated type that needs nothing from
/// outside, registered or not (docs/semantics.md, as Weaver 1.x):
/// `static func appDelegateDependencyResolver() -> AppDelegateDependencyResolver`.
enum MainContainerEmitter {
    /// Types without parameters whose subtree needs nothing from above either; a root's optional
    /// references (`ifAvailable`) are nil from here.
    static func entryPoints(_ graph: DependencyGraph, annotated: [TypeID]) -> [TypeID] {
        annotated.filter { type in
            graph.parameters(of: type).isEmpty
                && (graph.needs[type].isEmpty || (graph.types[type].isRoot && graph.needs[type].allSatisfy(\.key.isOptional)))
        }
    }

    /// `MainDependencyContainer`, with `members` (every entry point when the output is one file,
    /// none when the entry points go with their containers, `entryPointExtension`).
    static func declarations(_ graph: DependencyGraph, members: [MemberDeclaration], objc: ObjCSupport, options: GeneratorOptions,
                             isolation: Isolation) -> [Declaration] {
        var declarations: [Declaration] = []
        var inherits: [TypeName] = []
        if objc.isUsed {
            inherits.append(TypeName("WeaverObjectBase"))
            if let runtimeName = ObjCSupport.runtimeName(projectName: options.projectName, platform: options.platform) {
                declarations.append(.conditional([Branch(directive: "#if canImport(ObjectiveC)", content: [.line("@objc(\(runtimeName))")])]))
            }
        }
        declarations.append(.type(GeneratedType(isMainActor: isolation.mainActor, kind: .finalClass, name: "MainDependencyContainer",
                                                inherits: inherits, members: members)))
        return declarations
    }

    /// Every entry point, a blank line between each two: `MainDependencyContainer`'s members in one file.
    static func members(_ graph: DependencyGraph, entryPoints: [TypeID]) -> [MemberDeclaration] {
        var members: [MemberDeclaration] = []
        for (index, type) in entryPoints.enumerated() {
            if index > 0 { members.append(.blank) }
            members.append(.function(entryPoint(type, graph: graph)))
        }
        return members
    }

    /// `extension MainDependencyContainer { static func … }` for one type: with the output split
    /// over files it goes in the file of the container it builds, so an edit of that container
    /// recompiles that file alone, not `Weaver.swift` too (the extension's members share the
    /// class's isolation).
    static func entryPointExtension(_ type: TypeID, graph: DependencyGraph) -> GeneratedType {
        GeneratedType(kind: .extension, name: "MainDependencyContainer", members: [.function(entryPoint(type, graph: graph))])
    }

    /// `static func appDependencyResolver() -> AppDependencyResolver`.
    private static func entryPoint(_ type: TypeID, graph: DependencyGraph) -> FunctionDeclaration {
        let path = graph.types[type].path
        let container = Expr.call(GeneratedNames.container(path), [])
        var body: [Statement] = [.expression(container)]
        if graph.types[type].isSelfBuilding, let accessors = WrapperAccessors.list(of: type, container: "container", in: graph) {
            // A self-building root calls this from a stored property declared before its
            // @Weaver properties: they take these accessors, then the frame is gone.
            body = [.constant("container", nil, container),
                    .expression(.call(.member(.word("WeaverConstruction"), "push"),
                                      [Argument(nil, accessors), Argument("popsWhenConsumed", .word("true"))])),
                    .return(.word("container"))]
        }
        return FunctionDeclaration(modifiers: "static", name: Identifier(GeneratedNames.entryPoint(path)), parameters: [],
                                   result: TypeName(GeneratedNames.resolverTypealias(path)), body: body)
    }
}
