/// The three kinds of dependency an annotation declares (docs/annotations.md).
public enum DependencyKind: String, Sendable, CaseIterable {
    case registration, reference, parameter
}

/// `name = Concrete <- Abstract`, `name <- Type` or `name <= Type`, as written.
public struct DependencyAnnotation: Sendable, Equatable {
    public var kind: DependencyKind
    public var name: String
    /// The concrete type of a registration; the declared type of a reference or parameter.
    public var type: TypeExpression
    /// The type a registration is exposed as (`<- Abstract`), if given.
    public var abstractType: TypeExpression?
    /// The first `/` of the comment, or the `@` of a property wrapper.
    public var location: SourceLocation
    /// Set when the dependency is declared with `@Weaver…` rather than a comment.
    public var wrapper: WrapperStyle?
    /// The `#if` branches around the declaration.
    public var conditions: [ConditionalBranch] = []

    package init(kind: DependencyKind, name: String, type: TypeExpression, abstractType: TypeExpression? = nil, location: SourceLocation, wrapper: WrapperStyle? = nil, conditions: [ConditionalBranch] = []) {
        self.kind = kind
        self.name = name
        self.type = type
        self.abstractType = abstractType
        self.location = location
        self.wrapper = wrapper
        self.conditions = conditions
    }
}

/// How a property-wrapper dependency is declared (docs/annotations.md).
public struct WrapperStyle: Sendable, Equatable {
    /// 0 for `@Weaver`, n for `@WeaverPn`.
    public var arity: Int
    /// The property's declared type: the dependency's type, or the factory closure's type.
    public var declaredType: TypeExpression

    package init(arity: Int, declaredType: TypeExpression) {
        self.arity = arity
        self.declaredType = declaredType
    }
}

/// What a configuration line targets: a dependency by name, or the enclosing type (`self`).
public enum ConfigurationTarget: Sendable, Equatable, Hashable {
    case dependency(String)
    case enclosingType
}

/// `name.attribute = value`, with the value as written.
public struct ConfigurationAnnotation: Sendable, Equatable {
    public var target: ConfigurationTarget
    public var attribute: String
    public var value: String
    public var location: SourceLocation
    public var valueLocation: SourceLocation
    public var conditions: [ConditionalBranch] = []
    /// The target name (`logger` in `logger.scope = .lazy`) and the attribute name, when written
    /// in a comment; diagnostics about them point there (docs/diagnostics.md: the offending token).
    public var nameLocation: SourceLocation? = nil
    public var attributeLocation: SourceLocation? = nil
}

/// One parsed `weaver:` line.
public enum Annotation: Sendable, Equatable {
    case dependency(DependencyAnnotation)
    case configuration(ConfigurationAnnotation)
    case contribution(ContributionSyntax)
    case importModule(String)
}

/// One type's annotations, by kind, each in source order. The parsers append to it in place and
/// the configurator reads it in place: a dense file holds thousands of annotations, and every copy
/// of one retains each of its strings and types.
struct TypeAnnotations {
    var dependencies: [DependencyAnnotation] = []
    var configurations: [ConfigurationAnnotation] = []
    var contributions: [ContributionSyntax] = []

    var isEmpty: Bool { dependencies.isEmpty && configurations.isEmpty && contributions.isEmpty }

    /// Forgets what was appended after `count` was taken: a parser that fails half-way leaves
    /// nothing behind.
    mutating func truncate(to count: (dependencies: Int, configurations: Int, contributions: Int)) {
        dependencies.removeSubrange(count.dependencies...)
        configurations.removeSubrange(count.configurations...)
        contributions.removeSubrange(count.contributions...)
    }

    var count: (dependencies: Int, configurations: Int, contributions: Int) { (dependencies.count, configurations.count, contributions.count) }
}

/// What parsing one annotation did to a type's annotations.
enum AnnotationOutcome {
    /// Appended its annotations.
    case appended
    /// `weaver: import Module`: appended nothing.
    case importModule(String)
    /// Appended nothing.
    case failure(Diagnostic)
}
