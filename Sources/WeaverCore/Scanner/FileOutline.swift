/// The kinds of declaration whose bodies matter for annotations (docs/annotations.md).
public enum DeclarationKind: String, Sendable, CaseIterable {
    case `class`, `struct`, actor, `enum`, `extension`, `protocol`

    /// Only classes, structs and actors hold annotations; the others are namespaces.
    public var holdsAnnotations: Bool { self == .class || self == .struct || self == .actor }
}

public enum AccessLevel: String, Sendable, Comparable, CaseIterable {
    case `private`, `fileprivate`, `internal`, `public`, `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .public: 3
        case .open: 4
        }
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}

/// A type declaration found by the scanner; parents are indices into `FileOutline.declarations`.
public struct TypeDeclaration: Sendable, Equatable {
    public var kind: DeclarationKind
    /// The name as written (`Index`, or `Catalog.Index` for an extension).
    public var name: String
    /// The dotted path through enclosing types and extensions (`Catalog.Index`).
    public var path: String
    public var accessLevel: AccessLevel
    public var genericParameters: [String]
    /// The text after `:` up to the body, such as `NSObject, Sendable`.
    public var inheritance: String
    public var parent: Int?
    /// True when the declaration sits inside a function, closure or accessor body.
    public var isLocal: Bool
    public var offset: Int
    /// Argument labels of each initializer declared directly in the body (`["injecting"]`).
    public var initializerLabels: [[String]] = []
    /// Whether the body declares `public init()` (or `open`), not failable: what another module
    /// can build the type with when it has no `init(injecting:)` (docs/contributions.md, "Public elements").
    public var declaresPublicInitializer = false
    /// Whether the body declares a member named `mock`, and whether it is a `static func mock()`.
    public var mockMember = MockMember.none
    /// The property initialised with `MainDependencyContainer.…DependencyResolver()`, if any.
    public var selfBuildingResolverProperty: String?
    /// The `#if` branches enclosing the declaration, outermost first.
    public var conditions: [ConditionalBranch] = []
    /// Byte offsets of the body's `{` and `}` (the end is the file's length when never closed).
    public var bodyStart = 0
    public var bodyEnd = 0
    /// The generic parameter clause as written, constraints included (`<Element: Hashable>`).
    public var genericClause = ""
}

/// One branch of an `#if` block that encloses a declaration: branch `branch` of block `block`
/// is taken when its condition holds and every earlier branch's does not.
public struct ConditionalBranch: Sendable, Equatable, Hashable {
    /// The block's number among its file's `#if` blocks, in order: identifies the block within
    /// its file. Not a byte offset, so an edit inside a function body above it changes nothing.
    public var block: Int
    public var branch: Int
    /// The conditions of branches 0…`branch` (an `#else` branch adds none).
    public var conditions: [String]

    package init(block: Int, branch: Int, conditions: [String]) {
        self.block = block
        self.branch = branch
        self.conditions = conditions
    }

    /// True for an `#else` branch.
    public var isElse: Bool { conditions.count == branch }
}

/// Where a `// weaver:` comment stands.
public enum AnnotationPlacement: Sendable, Equatable {
    /// Directly in the body of the declaration at this index.
    case declaration(Int)
    /// Inside a function, closure, accessor or other non-type body.
    case codeBody
    case fileLevel
}

/// A comment whose text starts with `weaver:`.
public struct AnnotationComment: Sendable, Equatable {
    /// Byte offset of the first `/`.
    public var offset: Int
    /// Byte offsets of the `w` of `weaver:` and of the comment's end: the parser reads the
    /// text in place, from the file's bytes.
    public var textOffset: Int
    public var textEnd: Int
    public var placement: AnnotationPlacement
    public var conditions: [ConditionalBranch] = []
}

/// A comment that looks like an annotation but is not one (docs/annotations.md: doc, block, or after code).
public struct IgnoredAnnotationComment: Sendable, Equatable {
    public var offset: Int
    public var reason: String
}

/// A stored property carrying `@Weaver(…)` or `@WeaverPn(…)` (docs/annotations.md).
public struct WrapperProperty: Sendable, Equatable {
    /// Byte offset of the `@`.
    public var offset: Int
    /// `Weaver`, `WeaverP1` … `WeaverP9`.
    public var wrapperName: String
    /// Byte offsets of the text between the parentheses (empty without them): read in place.
    public var argumentsOffset: Int
    public var argumentsEnd: Int
    public var propertyName: String
    /// Byte offsets of the declared type as written; empty when the property has no explicit type.
    public var typeOffset: Int
    public var typeEnd: Int
    /// `@objc` stands on the same property.
    public var isObjC: Bool
    public var placement: AnnotationPlacement
    public var conditions: [ConditionalBranch] = []
}

public struct ImportDeclaration: Sendable, Equatable {
    public var module: String
    public var offset: Int
}

/// What scanning one file produced: flat arrays, no nesting (ARCHITECTURE.md: flat trees).
public struct FileOutline: Sendable {
    public var declarations: [TypeDeclaration] = []
    public var annotations: [AnnotationComment] = []
    public var ignoredAnnotations: [IgnoredAnnotationComment] = []
    public var imports: [ImportDeclaration] = []
    public var wrappers: [WrapperProperty] = []
    public var problems: [LexicalProblem] = []
}

/// A type's own member named `mock` (docs/mocks.md), weakest first.
public enum MockMember: UInt8, Sendable, Equatable, Comparable, CaseIterable {
    case none
    /// A `mock` that is not a `static func mock()` taking nothing.
    case other
    /// `static func mock()` (or `class func mock()`): what a mock needing the type calls by default.
    case staticWithoutArguments

    public static func < (lhs: MockMember, rhs: MockMember) -> Bool { lhs.rawValue < rhs.rawValue }
}
