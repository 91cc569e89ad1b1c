/// A statement of the generated file that the compiler checks against one annotation: what weaver
/// cannot see itself, so that the compiler's error leads to the annotation, not into the
/// generated code (docs/diagnostics.md).
///
/// - A builder's signature: `let sessionBuilder: (SessionInputDependencyResolver) -> Session =
///   Session.make`. A wrong one is "cannot convert value of type '(Int) -> Session' to specified
///   type '(SessionInputDependencyResolver) -> Session'", which says what to write.
/// - A conformance through a type declared outside the scanned files:
///   `func movieServiceExposed(_ built: ConsoleLogger) -> MovieServicing { built }`, which every
///   build of the registration goes through. Converting inside a slot's builder closure instead
///   gave "failed to produce diagnostic for expression" (a compiler bug) for lazy slots.
///
/// With absolute paths (`--absolute-paths`, which the plugin passes) the check stands under
/// `#sourceLocation`, so the error is reported at the annotation's file and line. Without, it
/// follows a comment naming the annotation, which the compiler shows above the error: a
/// `#sourceLocation` must name a file exactly as the compiler was given it (swiftc rejects two
/// spellings of one file in a module), and builds pass absolute paths, which a committed file
/// cannot hold. Either way the check is one line that the printer leaves whole.
struct CompilerCheck: Equatable {
    enum Kind: Equatable { case builder, exposure, unseenType }

    let kind: Kind
    let location: SourceLocation
    /// The check in two parts: what the compiler's error points at starts the second, so that,
    /// under `#sourceLocation`, it lands at the start of the annotation's line (a column within
    /// it) instead of at a column of the generated line past the annotation's end.
    let lead: String
    let pointed: String
    var code: String { lead + " " + pointed }

    /// `let <name>Builder: (<resolver>) -> <exposed> = <builder>`; a weak slot holds the object
    /// itself, so its builder returns the concrete type.
    static func builder(_ dependency: Dependency, _ builder: String, resolver: String, at location: SourceLocation) -> CompilerCheck {
        let result = dependency.scope == .weak ? dependency.type : dependency.exposedType
        return CompilerCheck(kind: .builder, location: location,
                             lead: "let \(builderName(dependency)): (\(resolver)) -> \(result.swiftSource) =", pointed: builder,
                             subject: "the builder of '\(dependency.name)' must have this type")
    }

    /// Whether a registration is built with `T()` of a type no scanned file declares, in a run
    /// that links modules or imports one: if `T` is an annotated type of a module whose summary
    /// the run was not given (docs/modules.md), that call fails to compile, and the error must lead to
    /// the registration and the missing summary. Weaver cannot tell that case from a plain type
    /// of a library, which the same call builds correctly, so the compiler decides.
    static func needsUnseenTypeCheck(_ dependency: Dependency, _ id: DependencyID, in graph: DependencyGraph) -> Bool {
        guard !isOtherModulesElement(id, in: graph), let path = dependency.type.nominalPath, graph.declaredKinds[path] == nil else { return false }
        return graph.moduleName != nil || !graph.summarizedModules.isEmpty || graph.imports.contains { !SystemModules.names.contains($0) }
    }

    /// `func <name>Built() -> <type> { <type>() }`.
    static func unseenType(_ dependency: Dependency, at location: SourceLocation) -> CompilerCheck {
        let type = dependency.type.swiftSource
        return CompilerCheck(kind: .unseenType, location: location, lead: "func \(unseenTypeName(dependency))() -> \(type) {", pointed: "\(type)() }",
                             subject: "no scanned file declares '\(type)': if it is an annotated type of another module, "
                                + "pass that module's summary (--module-summary)")
    }

    static func unseenTypeName(_ dependency: Dependency) -> String { dependency.name + "Built" }

    /// Whether a registration built without a builder needs its conformance checked by the
    /// compiler: it is exposed as another type, and weak cannot tell whether it conforms.
    static func needsExposure(_ dependency: Dependency, _ id: DependencyID, in graph: DependencyGraph) -> Bool {
        guard !isOtherModulesElement(id, in: graph) else { return false }
        // Without an abstraction the type is exposed as itself: asked of every registration, so
        // answered before normalizing both types to compare them.
        guard dependency.builder == nil, let abstract = dependency.abstractType else { return false }
        return Conformances.converts(dependency.type, to: abstract, in: graph) != true
    }

    /// `func <name>Exposed(_ built: <concrete>) -> <exposed> { built }`.
    static func exposure(_ dependency: Dependency, at location: SourceLocation) -> CompilerCheck {
        conversion(exposureName(dependency), from: dependency.type, to: dependency.exposedType, for: "for '\(dependency.name)'", at: location)
    }

    /// `func <name>(_ built: <type>) -> <exposed> { built }`: the compiler says at `location`
    /// whether `type` converts to `exposed`.
    private static func conversion(_ name: String, from type: TypeExpression, to exposed: TypeExpression, for purpose: String,
                                   at location: SourceLocation) -> CompilerCheck {
        CompilerCheck(kind: .exposure, location: location,
                      lead: "func \(name)(_ built: \(type.swiftSource)) -> \(exposed.swiftSource) {", pointed: "built }",
                      subject: "'\(type.swiftSource)' must conform to '\(exposed.swiftSource)' \(purpose)")
    }

    /// Whether `id` builds another module's element, which that module's generated file checks
    /// (`contribution`): checked again here, at the element's line, the consumer's generated file
    /// would change with every line moved in the element's file, and every app importing the
    /// module would recompile it (Benchmarks/LOG.md, 2026-11-29).
    static func isOtherModulesElement(_ id: DependencyID, in graph: DependencyGraph) -> Bool {
        guard let index = graph.collections.elementOf[id] else { return false }
        return !graph.collections.elements[index].module.isEmpty
    }

    /// The elements of the run's own sources that other modules build (public ones, which its
    /// summary lists) and whose conformance to the exposed type weaver cannot see, one check each:
    /// `func weaverLaunchTasksSyncTaskExposed(_ built: SyncTask) -> LaunchTask { built }`.
    /// The module that declares the element checks it, at its `contributes` line; every consumer
    /// builds the element without a check of its own (`isOtherModulesElement`). A type's `init()`
    /// is weaver's to check (`InitializerCheck`).
    static func contributions(in graph: DependencyGraph) -> [CompilerCheck] {
        var names = Set<String>()
        return graph.collections.elements.compactMap { element in
            guard element.module.isEmpty, element.isPublic else { return nil }
            let type = TypeExpression.nominal(element.spelling.split(separator: ".").map { TypeComponent(name: String($0)) })
            let exposed = element.syntax.exposedType
            let name = ContributionLinker.elementName(element.syntax.collection, element.path) + "Exposed"
            guard Conformances.converts(type, to: exposed, in: graph) != true, names.insert(name).inserted else { return nil }
            return conversion(name, from: type, to: exposed, for: "to contribute to '\(element.syntax.collection)'", at: element.syntax.location)
        }
    }

    /// What the comment above a check says, after the annotation's place.
    private let subject: String

    static func builderName(_ dependency: Dependency) -> String { dependency.name + "Builder" }
    static func exposureName(_ dependency: Dependency) -> String { dependency.name + "Exposed" }

    static let commentLead = "// Checked at "

    /// The check under `#sourceLocation`, or after its comment: lines the printer leaves whole.
    func statement(paths: SourcePaths) -> Statement { .unbroken(lines(paths: paths)) }

    /// The check's lines: under `#sourceLocation`, or after its comment.
    func lines(paths: SourcePaths) -> [String] {
        if let literal = paths.literal(location.file) {
            let directive = "#sourceLocation(file: \(literal), line: \(location.line))"
            // A function's check opens its body on the first line: a directive may stand there,
            // so both lines are the annotation's, and an error in the signature (a type the
            // generated file cannot see) is at the annotation's line too, not the line above.
            if kind != .builder { return [directive, lead, directive, pointed, "#sourceLocation()"] }
            // A builder's check is one declaration, which no directive may split: the directive
            // numbers the line after it, so the pointed part, where a wrong signature's error
            // is, is the annotation's line.
            guard location.line > 1 else { return [directive, code, "#sourceLocation()"] }
            return ["#sourceLocation(file: \(literal), line: \(location.line - 1))", lead, pointed, "#sourceLocation()"]
        }
        return ["\(Self.commentLead)\(location.file):\(location.line): \(subject)", code]
    }
}
