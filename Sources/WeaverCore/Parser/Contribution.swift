/// `// weaver: contributes launchTasks <- LaunchTask, priority: 100, after: [CrashReporterTask]`:
/// the annotated type is an element of a collection that any type of the app may reference
/// (docs/contributions.md). The element is the type itself, exposed as `exposedType`.
public struct ContributionSyntax: Sendable, Equatable {
    /// The collection's name (`launchTasks`, `routes`).
    public var collection: String
    /// A map entry's key, as written between the quotes (escapes kept): nil for an array element.
    public var key: String?
    /// What consumers see each element as (`LaunchTask`).
    public var exposedType: TypeExpression
    /// Higher first; 0 unless given.
    public var priority: Int = 0
    /// Elements of the same collection that come before this one, by type name as written.
    public var after: [String] = []
    /// Elements of the same collection this one takes the place of (`replaces:`), by type name
    /// as written: they leave the collection wherever this element is in it.
    public var replaces: [String] = []
    /// `.lazy` (built on the collection's first read, once per consuming container) or
    /// `.transient`; nil when not written: `.lazy`, or `.transient` for an element that takes
    /// parameters (a factory map builds one for each call's arguments).
    public var scope: Scope?
    /// The comment's first `/`.
    public var location: SourceLocation
    /// The `#if` branches around the comment.
    public var conditions: [ConditionalBranch] = []

    /// `launchTasks`, or `routes["movies/:id"]` for a map entry: how messages and exports name it.
    public var entry: String { collection + (key.map { "[\"\($0)\"]" } ?? "") }

    public init(collection: String, key: String?, exposedType: TypeExpression, location: SourceLocation) {
        self.collection = collection
        self.key = key
        self.exposedType = exposedType
        self.location = location
    }
}
