/// The four scopes of docs/semantics.md.
public enum Scope: String, Sendable, CaseIterable {
    case container, lazy, weak, transient
}

/// A dependency with its configuration attributes applied (docs/annotations.md).
///
/// A value with its fields in one shared box, copied when a shared one is changed: every stage
/// copies dependencies (the linker into the graph, each check and emitter out of it), and copying
/// a dozen reference-counted fields one by one — a retain each, a release each when the copy goes
/// — would cost parsing, linking and generating. A box is one retain.
public struct Dependency: Sendable, Equatable {
    private final class Fields: @unchecked Sendable {
        var kind: DependencyKind
        var name: String
        var type: TypeExpression
        var abstractType: TypeExpression? = nil
        var location: SourceLocation
        var explicitScope: Scope? = nil
        var scopeLocation: SourceLocation? = nil
        var builder: String? = nil
        var builderLocation: SourceLocation? = nil
        var isSetter: Bool = false
        var ifAvailable: Bool = false
        var isObjC: Bool = false
        var escaping: Bool? = nil
        var platforms: [Platform]? = nil
        var projects: [String]? = nil
        var wrapper: WrapperStyle? = nil
        var conditions: [ConditionalBranch] = []
        var variants: [DependencyVariant] = []

        init(kind: DependencyKind, name: String, type: TypeExpression, location: SourceLocation) {
            self.kind = kind
            self.name = name
            self.type = type
            self.location = location
        }

        func copy() -> Fields {
            let copy = Fields(kind: kind, name: name, type: type, location: location)
            copy.abstractType = abstractType
            copy.explicitScope = explicitScope
            copy.scopeLocation = scopeLocation
            copy.builder = builder
            copy.builderLocation = builderLocation
            copy.isSetter = isSetter
            copy.ifAvailable = ifAvailable
            copy.isObjC = isObjC
            copy.escaping = escaping
            copy.platforms = platforms
            copy.projects = projects
            copy.wrapper = wrapper
            copy.conditions = conditions
            copy.variants = variants
            return copy
        }
    }

    // Never mutated while shared (`changing()` copies a shared box first), so the box
    // can be `@unchecked Sendable`.
    private var fields: Fields

    /// The box, copied first when another value shares it.
    private mutating func changing() -> Fields {
        if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
        return fields
    }

    public var kind: DependencyKind {
        get { fields.kind }
        set { changing().kind = newValue }
    }
    public var name: String {
        get { fields.name }
        set { changing().name = newValue }
    }
    /// The concrete type of a registration; the declared type of a reference or parameter.
    public var type: TypeExpression {
        get { fields.type }
        set { changing().type = newValue }
    }
    public var abstractType: TypeExpression? {
        get { fields.abstractType }
        set { changing().abstractType = newValue }
    }
    public var location: SourceLocation {
        get { fields.location }
        set { changing().location = newValue }
    }
    /// The scope as written; `nil` means the default, `.container`.
    public var explicitScope: Scope? {
        get { fields.explicitScope }
        set { changing().explicitScope = newValue }
    }
    /// The value of a `name.scope = …` comment line: a scope that does not fit is reported there
    /// (docs/diagnostics.md), not at the registration. Nil for the default scope and for a wrapper's `scope:`.
    public var scopeLocation: SourceLocation? {
        get { fields.scopeLocation }
        set { changing().scopeLocation = newValue }
    }
    public var builder: String? {
        get { fields.builder }
        set { changing().builder = newValue }
    }
    /// Where `builder` is set (a `name.builder = …` line, or the wrapper): a builder's signature
    /// is only checked by the compiler, which reports it here (docs/diagnostics.md).
    public var builderLocation: SourceLocation? {
        get { fields.builderLocation }
        set { changing().builderLocation = newValue }
    }
    public var isSetter: Bool {
        get { fields.isSetter }
        set { changing().isSetter = newValue }
    }
    /// `name.ifAvailable = true` on a reference of an optional type: `nil` on a path where
    /// nothing provides it (docs/semantics.md, Optional reference).
    public var ifAvailable: Bool {
        get { fields.ifAvailable }
        set { changing().ifAvailable = newValue }
    }
    public var isObjC: Bool {
        get { fields.isObjC }
        set { changing().isObjC = newValue }
    }
    public var escaping: Bool? {
        get { fields.escaping }
        set { changing().escaping = newValue }
    }
    public var platforms: [Platform]? {
        get { fields.platforms }
        set { changing().platforms = newValue }
    }
    public var projects: [String]? {
        get { fields.projects }
        set { changing().projects = newValue }
    }
    public var wrapper: WrapperStyle? {
        get { fields.wrapper }
        set { changing().wrapper = newValue }
    }
    /// The `#if` branches around the declaration.
    public var conditions: [ConditionalBranch] {
        get { fields.conditions }
        set { changing().conditions = newValue }
    }
    /// Declarations of the same dependency in other branches of one `#if` (the DEBUG/release
    /// switch): each builds its own concrete type or uses its own builder. Empty when there is one.
    public var variants: [DependencyVariant] {
        get { fields.variants }
        set { changing().variants = newValue }
    }

    public init(_ annotation: DependencyAnnotation) {
        fields = Fields(kind: annotation.kind, name: annotation.name, type: annotation.type, location: annotation.location)
        fields.abstractType = annotation.abstractType
        fields.wrapper = annotation.wrapper
        fields.conditions = annotation.conditions
    }

    public static func == (lhs: Dependency, rhs: Dependency) -> Bool {
        if lhs.fields === rhs.fields { return true }
        let (a, b) = (lhs.fields, rhs.fields)
        return a.kind == b.kind
            && a.name == b.name
            && a.type == b.type
            && a.abstractType == b.abstractType
            && a.location == b.location
            && a.explicitScope == b.explicitScope
            && a.scopeLocation == b.scopeLocation
            && a.builder == b.builder
            && a.builderLocation == b.builderLocation
            && a.isSetter == b.isSetter
            && a.ifAvailable == b.ifAvailable
            && a.isObjC == b.isObjC
            && a.escaping == b.escaping
            && a.platforms == b.platforms
            && a.projects == b.projects
            && a.wrapper == b.wrapper
            && a.conditions == b.conditions
            && a.variants == b.variants
    }

    /// `@WeaverPn(.reference)`: a reference to a factory, whose type is the factory's closure type.
    public var isFactoryReference: Bool { kind == .reference && (wrapper?.arity ?? 0) > 0 }

    public var scope: Scope { explicitScope ?? .container }

    /// The type other code sees: the abstraction of a registration when it has one.
    public var exposedType: TypeExpression { abstractType ?? type }

    /// What each `#if` branch declares (type, builder, line), or the one declaration when the
    /// dependency has no variants.
    public var branches: [DependencyVariant] {
        variants.isEmpty
            ? [DependencyVariant(conditions: conditions, type: type, builder: builder, location: location, builderLocation: builderLocation)]
            : variants
    }
}

/// One branch's version of a dependency declared in several branches of an `#if`.
public struct DependencyVariant: Sendable, Equatable {
    public var conditions: [ConditionalBranch]
    public var type: TypeExpression
    public var builder: String?
    public var location: SourceLocation
    public var builderLocation: SourceLocation?

    package init(conditions: [ConditionalBranch], type: TypeExpression, builder: String? = nil, location: SourceLocation, builderLocation: SourceLocation? = nil) {
        self.conditions = conditions
        self.type = type
        self.builder = builder
        self.location = location
        self.builderLocation = builderLocation
    }
}

/// An annotated class, struct or actor of one file, with its dependencies in declaration order.
public struct AnnotatedTypeSyntax: Sendable, Equatable {
    public var path: String
    public var kind: DeclarationKind
    /// The least of its own and its enclosing types' (`FileParser.effectiveAccess`).
    public var accessLevel: AccessLevel
    public var genericParameters: [String]
    public var inheritance: String
    /// The declaration keyword.
    public var location: SourceLocation
    /// The first annotation in the body.
    public var firstAnnotationLocation: SourceLocation
    public var dependencies: [Dependency]
    public var isIsolated: Bool
    public var initializerLabels: [[String]]
    /// `public init()` in the body (`FileOutline`'s field of that name).
    public var declaresPublicInitializer = false
    public var selfBuildingResolverProperty: String?
    /// The `#if` branches around the type's declaration.
    public var conditions: [ConditionalBranch] = []
    /// `<Element: Hashable>`, or empty for a type that is not generic.
    public var genericClause = ""
    /// `self.mock = true`: where the type asks for a full-graph mock (docs/mocks.md); nil when it does not.
    public var mockLocation: SourceLocation?
    /// A member of its own named `mock` (the generated one is then `weaverMock`).
    public var mockMember = MockMember.none
    /// The collections it is an element of (docs/contributions.md), in source order.
    public var contributions: [ContributionSyntax] = []

    package init(path: String, kind: DeclarationKind, accessLevel: AccessLevel, genericParameters: [String], inheritance: String, location: SourceLocation, firstAnnotationLocation: SourceLocation, dependencies: [Dependency], isIsolated: Bool, initializerLabels: [[String]], declaresPublicInitializer: Bool = false, selfBuildingResolverProperty: String? = nil, conditions: [ConditionalBranch] = [], genericClause: String = "", mockLocation: SourceLocation? = nil, mockMember: MockMember = MockMember.none, contributions: [ContributionSyntax] = []) {
        self.path = path
        self.kind = kind
        self.accessLevel = accessLevel
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.location = location
        self.firstAnnotationLocation = firstAnnotationLocation
        self.dependencies = dependencies
        self.isIsolated = isIsolated
        self.initializerLabels = initializerLabels
        self.declaresPublicInitializer = declaresPublicInitializer
        self.selfBuildingResolverProperty = selfBuildingResolverProperty
        self.conditions = conditions
        self.genericClause = genericClause
        self.mockLocation = mockLocation
        self.mockMember = mockMember
        self.contributions = contributions
    }

    /// Whether it has a container of its own: a type that only contributes is an element built
    /// with `init()`, like a registered type nobody annotated, unless it declares
    /// `init(injecting:)` (docs/contributions.md, "Elements' initializers"): then it gets its
    /// resolver, empty if need be. `DependencyGraph.hasContainer` also counts an extension's.
    public var hasContainer: Bool {
        !(dependencies.isEmpty && !contributions.isEmpty && mockLocation == nil && !isIsolated) || initializerLabels.contains(["injecting"])
    }
}

/// Any type declaration, annotated or not: the linker needs kinds for nested-name lookup and scope checks.
public struct DeclaredTypeSyntax: Sendable, Equatable {
    public var path: String
    public var kind: DeclarationKind
    /// What the declaration inherits or conforms to (`AnyObject`, `Service`, …): whether a
    /// protocol is class-bound, and whether a concrete type visibly conforms (docs/diagnostics.md).
    public var inherited: [String] = []
    /// For an extension: whether it declares `init(injecting:)` (docs/diagnostics.md accepts one there).
    public var declaresInjectingInitializer = false
    /// For an extension: whether it declares `public init()` (docs/contributions.md, "Public elements").
    public var declaresPublicInitializer = false
    /// A member named `mock` in this declaration (an extension's count for the type it extends).
    public var mockMember = MockMember.none
    /// Whether another module can name it (`public` or `open`, and so is every type around it):
    /// a module's summary lists such types, so that a rule in a module that imports it knows
    /// whose a type is (docs/rules.md).
    public var isPublic = false

    package init(path: String, kind: DeclarationKind, inherited: [String] = [], declaresInjectingInitializer: Bool = false, declaresPublicInitializer: Bool = false,
                 mockMember: MockMember = MockMember.none, isPublic: Bool = false) {
        self.isPublic = isPublic
        self.path = path
        self.kind = kind
        self.inherited = inherited
        self.declaresInjectingInitializer = declaresInjectingInitializer
        self.declaresPublicInitializer = declaresPublicInitializer
        self.mockMember = mockMember
    }
}

/// What parsing one file produced; this is the unit the cache stores.
public struct FileSyntax: Sendable, Equatable {
    public var path: String
    public var types: [AnnotatedTypeSyntax] = []
    public var declaredTypes: [DeclaredTypeSyntax] = []
    public var imports: [String] = []
    public var importAnnotations: [String] = []
    public var diagnostics: [Diagnostic] = []

    public init(path: String) { self.path = path }
}
