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

extension ProjectRule {
    /// Every field, written out: what a run's cache key holds of the rules (a changed rule must run
    /// the checks again). Written by hand, since describing the values by reflection took a
    /// noticeable part of a small run.
    public var fingerprint: String {
        var parts = [id, severity.rawValue, message ?? "-", location.file, String(location.line), String(location.column), kind.name]
        func patterns(_ list: [NamePattern]?) -> String { list.map { $0.map(\.text).joined(separator: ",") } ?? "-" }
        switch kind {
        case .moduleEdges(let edges):
            parts += [patterns(edges.from), patterns(edges.allow), patterns(edges.forbid), edges.maximumDepth.map(String.init) ?? "-"]
        case .typeFamily(let family, let requirement):
            parts += [patterns(family.types), family.conformsTo.joined(separator: ","), requirement.scope?.rawValue ?? "-",
                      patterns(requirement.registeredIn), String(requirement.neverRoot)]
        case .confinement(let family, let visibility):
            parts += [patterns(family.types), family.conformsTo.joined(separator: ","), visibility.rawValue]
        case .forbiddenTypes(let types, let closures, let unlessNamed):
            parts += [patterns(types), String(closures), patterns(unlessNamed)]
        case .unused(let unused):
            parts.append(unused.rawValue)
        case .launchBudget(let budget):
            for (root, limit) in budget.limits {
                parts += [root, limit.instances.map(String.init) ?? "-", limit.depth.map(String.init) ?? "-",
                          limit.location.file, String(limit.location.line), String(limit.location.column)]
            }
        }
        // Lengths first: no text can pass for a separator.
        return parts.map { "\($0.utf8.count):\($0)" }.joined()
    }
}
