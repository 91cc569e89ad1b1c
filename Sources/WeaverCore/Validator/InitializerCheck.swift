/// An annotated type the container builds with `T(injecting:)` must declare that initializer, in
/// its body or an extension (docs/diagnostics.md): otherwise the first error would be the compiler's
/// "no member 'init(injecting:)'" inside the generated file. Reported at the type, once, with
/// a note at each registration that builds it. A builder, a setter or a self-building root
/// needs none, and neither does a root the app builds by hand (the compiler reports that one in
/// the app's own code) — unless it is a public type of a library module (`--module-name`), which
/// other modules build through its entry point, and so through that initializer.
struct InitializerCheck: GraphCheck {
    /// Reads the registrations' targets and the declarations only.
    let readsResolution = false

    func diagnose(_ graph: DependencyGraph) -> [Diagnostic] {
        var sites: [TypeID: [SourceLocation]] = [:]
        var exported: [TypeID: String] = [:]
        if !graph.seesWholeApp, let module = graph.moduleName {
            for type in graph.types.indices where graph.types[type].isPublic && needsInitializer(graph.types[type], graph: graph)
                && graph.types[type].syntax?.genericParameters.isEmpty == true {
                sites[type] = []
                exported[type] = module
            }
        }
        for entry in graph.dependencies where entry.dependency.kind == .registration && !entry.dependency.isSetter {
            guard let target = entry.target, needsInitializer(graph.types[target], graph: graph) else { continue }
            // Built through the target's own container only when no builder is given and the
            // registered type is the annotated one itself.
            if let site = entry.dependency.branches.first(where: { $0.builder == nil && $0.type.nominalPath == graph.types[target].path }) {
                sites[target, default: []].append(site.location)
            }
        }
        return publicElementsWithoutInitializer(graph) + sites.keys.sorted().compactMap { target in
            // A type asking for a mock is reported once, at `self.mock = true` (`MockCheck`), with these sites.
            guard let syntax = graph.types[target].syntax, syntax.mockLocation == nil else { return nil }
            let path = graph.types[target].path
            let resolver = GeneratedNames.resolverTypealias(path)
            let exportedNote = exported[target].map {
                [DiagnosticNote("it is public in module '\($0)': other modules build it through its entry point, which calls "
                    + "'\(path)(injecting:)'")]
            } ?? []
            let notes = sites[target, default: []].map { DiagnosticNote("registered here: the container builds it with '\(path)(injecting:)'", at: $0) }
                + exportedNote + [DiagnosticNote("add 'init(injecting dependencies: \(resolver)) { self.dependencies = dependencies }' "
                    + "(with 'let dependencies: \(resolver)'), or build it with a builder")]
            let initializer = Self.initializerLines(resolver: resolver)
            return .error(.missingInitializer, "'\(path)' has no 'init(injecting:)', which the container calls to build it",
                          at: syntax.location, notes: notes,
                          fixes: [DiagnosticFix("Add 'init(injecting:)' to '\(path)'", [.insertLines(at: syntax.firstAnnotationLocation, lines: initializer, after: false)])])
        }
    }

    /// A public contributing type of a library module with no container is built by the app's
    /// module with `init()` (docs/contributions.md, "Public elements"): without a public one, the
    /// compiler's "inaccessible" errors would land in the app's generated code. Reported at each
    /// `contributes` line, with the fix.
    private func publicElementsWithoutInitializer(_ graph: DependencyGraph) -> [Diagnostic] {
        guard !graph.seesWholeApp, let module = graph.moduleName else { return [] }
        return graph.collections.elements.filter { $0.module.isEmpty && $0.isPublic && !$0.hasPublicInitializer }.map { element in
            let path = element.path
            let resolver = GeneratedNames.resolverTypealias(path)
            return .error(.missingInitializer,
                          "'\(path)' is public in module '\(module)' and contributes to '\(element.syntax.collection)', but has no public 'init()': "
                              + "the app's module builds it, and cannot call an initializer it does not see",
                          at: element.syntax.location,
                          notes: [DiagnosticNote("add 'public init() {}', or declare 'init(injecting dependencies: \(resolver))' "
                                                 + "to have it built through its entry point")],
                          fixes: [DiagnosticFix("Add 'public init() {}' to '\(path)'",
                                                [.insertLines(at: element.syntax.location, lines: ["public init() {}", ""], after: false)])])
        }
    }

    /// What the add-initializer fix inserts into the type's body.
    static func initializerLines(resolver: String) -> [String] {
        ["let dependencies: \(resolver)", "", "init(injecting dependencies: \(resolver)) {", "    self.dependencies = dependencies", "}", ""]
    }

    /// Where `target` is registered to be built with `init(injecting:)`: no builder, and the
    /// registered type is the annotated one itself.
    static func injectingSites(of target: TypeID, in graph: DependencyGraph) -> [SourceLocation] {
        graph.types[target].registrationSites.compactMap { site in
            let dependency = graph.dependencies[site].dependency
            guard !dependency.isSetter else { return nil }
            return dependency.branches.first { $0.builder == nil && $0.type.nominalPath == graph.types[target].path }?.location
        }
    }

    private func needsInitializer(_ type: GraphType, graph: DependencyGraph) -> Bool {
        type.isAnnotated && !type.isSelfBuilding && !graph.declaresInjectingInitializer(type)
    }
}
