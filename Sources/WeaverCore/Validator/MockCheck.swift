/// `self.mock = true` asks for a mock that builds the type with `init(injecting:)` (docs/mocks.md): a
/// type that cannot be built that way is an error at that line, not a compiler error inside the
/// generated file. (`--mocks` selects every type and quietly leaves such types out.)
struct MockCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, type) in graph.types.enumerated() {
            guard let syntax = type.syntax, let location = syntax.mockLocation else { continue }
            let path = type.path
            if type.isSelfBuilding {
                diagnostics.append(.error(.attributeNotAllowed,
                                          "'\(path)' builds its own graph, so it cannot have a mock: a mock builds a type through 'init(injecting:)'",
                                          at: location, notes: [DiagnosticNote("remove 'self.mock = true', or mock the types it registers")]))
            } else if !graph.declaresInjectingInitializer(type) {
                let resolver = GeneratedNames.resolverTypealias(path)
                // Asking for a mock makes the type annotated, so its registrations build it with
                // `init(injecting:)` too: said here, once, rather than again at the declaration.
                let sites = InitializerCheck.injectingSites(of: id, in: graph).map {
                    DiagnosticNote("registered here: with 'self.mock = true' the container also builds it with '\(path)(injecting:)'", at: $0)
                }
                let initializer = InitializerCheck.initializerLines(resolver: resolver)
                diagnostics.append(.error(.missingInitializer, "'\(path)' has no 'init(injecting:)', which its mock calls to build it",
                                          at: location, notes: sites + [DiagnosticNote(
                                            "add 'init(injecting dependencies: \(resolver)) { self.dependencies = dependencies }' "
                                                + "(with 'let dependencies: \(resolver)'), or remove 'self.mock = true'")],
                                          fixes: [DiagnosticFix("Add 'init(injecting:)' to '\(path)'", [.insertLines(at: location, lines: initializer, after: false)])]))
            }
        }
        return diagnostics
    }
}
