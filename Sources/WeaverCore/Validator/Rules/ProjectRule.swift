/// One rule of a project's architecture (the configuration's `rules:`, docs/rules.md): what it
/// asks of the graph, how serious a break is, and the team's own words for it.
public struct ProjectRule: Sendable, Hashable {
    public enum Severity: String, Sendable, CaseIterable {
        case error, warning, off
    }

    /// Which modules may use which (`from` may use `allow`, never `forbid`), and how deep a chain
    /// of modules may run below one that `from` matches.
    public struct ModuleEdges: Sendable, Hashable {
        public var from: [NamePattern]
        /// Nil: every module not forbidden.
        public var allow: [NamePattern]?
        public var forbid: [NamePattern]
        public var maximumDepth: Int?

        public init(from: [NamePattern], allow: [NamePattern]?, forbid: [NamePattern], maximumDepth: Int?) {
            self.from = from
            self.allow = allow
            self.forbid = forbid
            self.maximumDepth = maximumDepth
        }
    }

    /// Registrations whose type or abstract type matches `types`, or whose type conforms to one of
    /// `conformsTo` (by its declaration's inheritance, followed through the scanned declarations).
    public struct TypeFamily: Sendable, Hashable {
        public var types: [NamePattern]
        public var conformsTo: [String]

        public init(types: [NamePattern], conformsTo: [String]) {
            self.types = types
            self.conformsTo = conformsTo
        }
    }

    /// What every member of a type family must be.
    public struct FamilyRequirement: Sendable, Hashable {
        public var scope: Scope?
        /// Registered only by these types or in these modules.
        public var registeredIn: [NamePattern]?
        public var neverRoot: Bool

        public init(scope: Scope?, registeredIn: [NamePattern]?, neverRoot: Bool) {
            self.scope = scope
            self.registeredIn = registeredIn
            self.neverRoot = neverRoot
        }
    }

    /// Who may resolve a family's registration: its own type's references only, or its module's.
    public enum Visibility: String, Sendable, CaseIterable {
        case type, module
    }

    /// The checks that report what nothing uses, each a fixed check whose severity a rule sets.
    public enum Unused: String, Sendable, CaseIterable {
        /// `unused-registration`: read by no code and resolved to by no descendant.
        case registrations
        /// `empty-collection`: a collection nothing contributes to.
        case collections
        /// `never-available`: an optional reference nothing can ever provide.
        case optionalReferences = "optional-references"

        /// The check's code, and its severity when no rule sets one.
        public var code: DiagnosticCode {
            switch self {
            case .registrations: .unusedRegistration
            case .collections: .emptyCollection
            case .optionalReferences: .neverAvailable
            }
        }
    }

    public enum Kind: Sendable, Hashable {
        case moduleEdges(ModuleEdges)
        case typeFamily(TypeFamily, FamilyRequirement)
        case confinement(TypeFamily, Visibility)
        /// Types no dependency may have (`closures`: any function type) unless its name matches `unlessNamed`.
        case forbiddenTypes(types: [NamePattern], closures: Bool, unlessNamed: [NamePattern])
        case unused(Unused)
        case launchBudget(LaunchBudget)

        /// The configuration's spelling of the kind.
        public var name: String {
            switch self {
            case .moduleEdges: "module-edges"
            case .typeFamily: "type-family"
            case .confinement: "confinement"
            case .forbiddenTypes: "forbidden-types"
            case .unused: "unused"
            case .launchBudget: "launch-budget"
            }
        }
    }

    public var id: String
    public var severity: Severity
    /// The team's words, leading every diagnostic of the rule; nil: the rule's kind says what broke.
    public var message: String?
    public var kind: Kind
    /// The rule's place in the configuration file.
    public var location: SourceLocation

    public init(id: String, severity: Severity, message: String?, kind: Kind, location: SourceLocation) {
        self.id = id
        self.severity = severity
        self.message = message
        self.kind = kind
        self.location = location
    }
}

extension LaunchBudget: Hashable {
    public func hash(into hasher: inout Hasher) {
        for (root, limit) in limits {
            hasher.combine(root)
            hasher.combine(limit.instances)
            hasher.combine(limit.depth)
        }
    }
}
