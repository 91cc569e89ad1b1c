/// The four scopes of SPEC §5.
public enum Scope: String, Sendable, CaseIterable {
    case container, lazy, weak, transient
}

/// A dependency with its configuration attributes applied (SPEC §4.1, §4.3).
public struct Dependency: Sendable, Equatable {
    public var kind: DependencyKind
    public var name: String
    /// The concrete type of a registration; the declared type of a reference or parameter.
    public var type: TypeExpression
    public var abstractType: TypeExpression?
    public var location: SourceLocation
    /// The scope as written; `nil` means the default, `.container`.
    public var explicitScope: Scope?
    /// The value of a `name.scope = …` comment line: a scope that does not fit is reported there
    /// (SPEC §6), not at the registration. Nil for the default scope and for a wrapper's `scope:`.
    public var scopeLocation: SourceLocation?
    public var builder: String?
    /// Where `builder` is set (a `name.builder = …` line, or the wrapper): a builder's signature
    /// is only checked by the compiler, which reports it here (SPEC §6).
    public var builderLocation: SourceLocation?
    public var isSetter = false
    public var isObjC = false
    public var escaping: Bool?
    public var platforms: [Platform]?
    public var projects: [String]?
    public var wrapper: WrapperStyle?
    /// The `#if` branches around the declaration.
    public var conditions: [ConditionalBranch] = []
    /// Declarations of the same dependency in other branches of one `#if` (the DEBUG/release
    /// switch): each builds its own concrete type or uses its own builder. Empty when there is one.
    public var variants: [DependencyVariant] = []

    public init(_ annotation: DependencyAnnotation) {
        kind = annotation.kind
        name = annotation.name
        type = annotation.type
        abstractType = annotation.abstractType
        location = annotation.location
        wrapper = annotation.wrapper
        conditions = annotation.conditions
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
}

/// An annotated class, struct or actor of one file, with its dependencies in declaration order.
public struct AnnotatedTypeSyntax: Sendable, Equatable {
    public var path: String
    public var kind: DeclarationKind
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
    public var selfBuildingResolverProperty: String?
    /// The `#if` branches around the type's declaration.
    public var conditions: [ConditionalBranch] = []
    /// `<Element: Hashable>`, or empty for a type that is not generic.
    public var genericClause = ""
}

/// Any type declaration, annotated or not: the linker needs kinds for nested-name lookup and scope checks.
public struct DeclaredTypeSyntax: Sendable, Equatable {
    public var path: String
    public var kind: DeclarationKind
    /// What the declaration inherits or conforms to (`AnyObject`, `Service`, …): whether a
    /// protocol is class-bound, and whether a concrete type visibly conforms (SPEC §6).
    public var inherited: [String] = []
    /// For an extension: whether it declares `init(injecting:)` (SPEC §6 accepts one there).
    public var declaresInjectingInitializer = false
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
