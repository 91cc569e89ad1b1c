/// The overrides of a type whose container takes them (docs/mocks.md), as classes typed with the
/// user's types, so that the compiler's message about a wrong override names them:
///
/// - `class HomeMockOverrides`: one optional override per registration, each given the resolver
///   its real registration gets — the target's own resolver, a builder's input resolver, or none
///   (`() -> Logger?`) — and returning the value, or nil to build the real one. A registration
///   whose target takes overrides of its own is a node instead: `lazy var movieManager =
///   MovieManagerMockNode<MovieManaging>()`, made on first use, so an overrides object costs its
///   own registrations whatever the size of the subtree.
/// - `final class HomeMockNode<Value>: HomeMockOverrides`, for a type some overridable container
///   registers: the overrides of its registrations plus `build`, which replaces the registration
///   itself (`Value` is the type that registration exposes).
///
/// A name that is not an override reaches an unavailable `subscript(dynamicMember:)` whose
/// message lists the overrides that exist there. (Closures returning a non-optional existential
/// made the compiler fail with "failed to produce diagnostic" on a spy that does not conform; an
/// optional result makes it say "cannot convert value of type 'Spy' to closure result type
/// '(any APIClient)?'".)
enum MockOverridesEmitter {
    /// The classes, each after its doc comment.
    static func declarations(_ type: TypeID, graph: DependencyGraph, mocks: MockSelection, inputResolvers: InputResolvers,
                             isolation: Isolation) -> [Declaration] {
        let path = graph.types[type].path
        var members: [MemberDeclaration] = []
        var names: [String] = []
        for id in graph.types[type].dependencies where MockSelection.isOverridable(id, graph: graph) {
            let dependency = graph.dependencies[id].dependency
            let name = Identifier(dependency.name)
            names.append(name.code)
            // What the real build returns: the object itself for a weak slot, else the exposed type.
            let value = dependency.scope == .weak ? dependency.type.swiftSource : dependency.exposedType.swiftSource
            if let target = graph.dependencies[id].target, mocks.overridable.contains(target) {
                let node = GeneratedNames.mockNode(graph.types[target].path, in: graph)
                members.append(.lazy(name: name, value: .call(.word("\(node)<\(value)>"), [])))
            } else {
                let resolver = BuildExpression.resolverTypeName(of: id, graph: graph, inputResolvers: inputResolvers)
                let result = dependency.scope == .weak ? TypeExpression.optional(dependency.type) : TypeExpression.optional(dependency.exposedType)
                members.append(.variable(name: name, type: TypeName("((\(resolver ?? "")) -> \(result.swiftSource))?"), value: nil))
            }
        }
        let isNode = mocks.nodes.contains(type)
        let build = GeneratedNames.mockNodeBuild(type, in: graph)
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        let nodeNote = isNode ? "; '\(build)' replaces a registration of '\(path)' itself" : ""
        members += [.blank] + unknownNameSubscripts("no override of that name under '\(path)'; it has \(listed)\(nodeNote)")
        members += [.blank, .initializer(keyword: "init", parameters: [], body: [])]
        let overrides = GeneratedNames.mockOverrides(path, in: graph)
        var declarations: [Declaration] = [
            .line("/// The overrides of `\(path)`'s registrations in a mock's graph: each one set replaces"),
            .line("/// that registration and what it builds (or, returning nil, leaves it real), given the"),
            .line("/// resolver its real one gets."),
            .type(GeneratedType(attributes: ["@dynamicMemberLookup"], isMainActor: isolation.mainActor, kind: .class, name: overrides,
                                members: members)),
        ]
        if isNode {
            let resolver = GeneratedNames.resolverTypealias(path)
            declarations += [
                .blank,
                .line("/// A registration of `\(path)` in a mock's graph: `\(build)` replaces it and everything it"),
                .line("/// builds; the overrides of its own registrations are reached through it by name."),
                .type(GeneratedType(isMainActor: isolation.mainActor, kind: .finalClass, name: GeneratedNames.mockNode(path, in: graph) + "<Value>",
                                    inherits: [TypeName(overrides)],
                                    members: [.variable(name: Identifier(build), type: TypeName("((\(resolver)) -> Value?)?"), value: nil)])),
            ]
        }
        return declarations
    }

    /// `overrides.apiClent = …`: an error saying which overrides exist, for a closure with one
    /// parameter or none (the message is the compiler's "'subscript(dynamicMember:)' is
    /// unavailable: …"). The message is a multi-line literal whose lines end in `\`, so that it
    /// reads as one line and the generated lines stay short.
    private static func unknownNameSubscripts(_ message: String) -> [MemberDeclaration] {
        var lines: [String] = []
        var current = ""
        for word in message.split(separator: " ") {
            let escaped = word.replacingBackslashes()
            if !current.isEmpty, current.count + 1 + escaped.count > 90 {
                lines.append("    " + current + " \\")
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + escaped
        }
        lines.append("    " + current)
        let attribute = ["@available(*, unavailable, message: \"\"\""] + lines + ["    \"\"\")"]
        return [.lines(attribute + ["subscript(dynamicMember name: String) -> (Any) -> Any? { get { fatalError() } set {} }"]
                       + attribute + ["subscript(dynamicMember name: String) -> () -> Any? { get { fatalError() } set {} }"])]
    }
}

private extension Substring {
    /// A multi-line string literal's text: only a backslash needs escaping.
    func replacingBackslashes() -> String {
        var text = ""
        for character in self {
            if character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
