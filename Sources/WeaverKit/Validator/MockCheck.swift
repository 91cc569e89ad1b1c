/// `self.mock = true` asks for a mock that builds the type with `init(injecting:)` (SPEC §8b): a
/// type that cannot be built that way is an error at that line, not a compiler error inside the
/// generated file. (`--mocks` selects every type and quietly leaves such types out.)
struct MockCheck: GraphCheck {
    /// Reads the declarations and the registrations' targets only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for type in graph.types {
            guard let syntax = type.syntax, let location = syntax.mockLocation else { continue }
            let path = type.path
            if type.isSelfBuilding {
                diagnostics.append(.error(.attributeNotAllowed,
                                          "'\(path)' builds its own graph, so it cannot have a mock: a mock builds a type through 'init(injecting:)'",
                                          at: location, notes: [DiagnosticNote("remove 'self.mock = true', or mock the types it registers")]))
            } else if !graph.declaresInjectingInitializer(type) {
                let resolver = GeneratedNames.resolverTypealias(path)
                diagnostics.append(.error(.missingInitializer, "'\(path)' has no 'init(injecting:)', which its mock calls to build it",
                                          at: location, notes: [DiagnosticNote(
                                            "add 'init(injecting dependencies: \(resolver)) { self.dependencies = dependencies }' "
                                                + "(with 'let dependencies: \(resolver)'), or remove 'self.mock = true'")]))
            }
        }
        return diagnostics
    }
}
