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
    static func needsUnseenTypeCheck(_ dependency: Dependency, in graph: DependencyGraph) -> Bool {
        guard let path = dependency.type.nominalPath, graph.declaredKinds[path] == nil else { return false }
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
    static func needsExposure(_ dependency: Dependency, in graph: DependencyGraph) -> Bool {
        // Without an abstraction the type is exposed as itself: asked of every registration, so
        // answered before normalizing both types to compare them.
        guard dependency.builder == nil, let abstract = dependency.abstractType else { return false }
        return ConformanceCheck.converts(dependency.type, to: abstract, in: graph) != true
    }

    /// `func <name>Exposed(_ built: <concrete>) -> <exposed> { built }`.
    static func exposure(_ dependency: Dependency, at location: SourceLocation) -> CompilerCheck {
        CompilerCheck(kind: .exposure, location: location,
                      lead: "func \(exposureName(dependency))(_ built: \(dependency.type.swiftSource)) -> \(dependency.exposedType.swiftSource) {", pointed: "built }",
                      subject: "'\(dependency.type.swiftSource)' must conform to '\(dependency.exposedType.swiftSource)' for '\(dependency.name)'")
    }

    /// What the comment above a check says, after the annotation's place.
    private let subject: String

    static func builderName(_ dependency: Dependency) -> String { dependency.name + "Builder" }
    static func exposureName(_ dependency: Dependency) -> String { dependency.name + "Exposed" }

    static let commentLead = "// Checked at "

    /// The check under `#sourceLocation`, or after its comment: lines the printer leaves whole.
    func statement(paths: SourcePaths) -> Statement {
        if let literal = paths.literal(location.file) {
            let directive = "#sourceLocation(file: \(literal), line: \(location.line))"
            // A function's check opens its body on the first line: a directive may stand there,
            // so both lines are the annotation's, and an error in the signature (a type the
            // generated file cannot see) is at the annotation's line too, not the line above.
            if kind != .builder { return .unbroken([directive, lead, directive, pointed, "#sourceLocation()"]) }
            // A builder's check is one declaration, which no directive may split: the directive
            // numbers the line after it, so the pointed part, where a wrong signature's error
            // is, is the annotation's line.
            guard location.line > 1 else { return .unbroken([directive, code, "#sourceLocation()"]) }
            return .unbroken(["#sourceLocation(file: \(literal), line: \(location.line - 1))", lead, pointed, "#sourceLocation()"])
        }
        return .unbroken(["\(Self.commentLead)\(location.file):\(location.line): \(subject)", code])
    }
}
