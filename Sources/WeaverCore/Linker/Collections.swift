/// The graph's side of docs/contributions.md: every contribution the run sees, each collection's order, and
/// how each consumer reads its collections. A consumer's collection reference is not a need: the
/// consumer builds each element itself, through a registration the linker adds to it (hidden from
/// its resolver), so an element's references resolve from the consumer's position on every path,
/// and are checked, like any registration's.
public struct Collections: Sendable {
    /// One `contributes` line.
    public struct Element: Sendable {
        /// Its exposed type and `after:` names qualified as the generated code names them.
        public var syntax: ContributionSyntax
        /// The contributing type's path (`Launch.CrashReporterTask`).
        public var path: String
        /// The module that declares it ("" for the run's own sources).
        public var module: String
        /// Whether other modules can build it: a public type's contribution goes in its module's summary.
        public var isPublic: Bool
        /// Whether it declares `public init()`, in its body or an extension (another module's
        /// element: true, its module checked it): what another module builds a public element
        /// without a container with (docs/contributions.md, "Public elements").
        public var hasPublicInitializer = true
        /// `Module.Type` when another element of the same path comes from another module, or the
        /// run's own sources declare a type of that path (docs/contributions.md, "Public elements").
        public var qualifiedSpelling: String?

        /// How the generated code names the element's type: its path, or qualified by its module
        /// where the path alone would name two types.
        public var spelling: String { qualifiedSpelling ?? path }

        /// `Module.Type` for another module's element, the path for the run's own.
        public var qualifiedPath: String { module.isEmpty ? path : module + "." + path }
    }

    /// How a consumer reads a collection: `[Element]`, `[String: Element]` or
    /// `[String: (P) -> Element]` (elements that take parameters).
    public enum Shape: Sendable, Equatable {
        case array, map, factoryMap
    }

    /// A consumer's collection reference.
    public struct Reference: Sendable {
        public var collection: String
        public var shape: Shape
        /// The registrations the linker added to the consumer, one per element, in the collection's order.
        public var elements: [DependencyID]
    }

    public var elements: [Element] = []
    /// Per collection name, its elements (indexes into `elements`) in their deterministic order.
    public var order: [String: [Int]] = [:]
    /// Per replaced element (`replaces:`), the element that takes its place (indexes into
    /// `elements`); a replaced element is in no collection's order.
    public var replacedBy: [Int: Int] = [:]
    /// Per consumer reference.
    public var references: [DependencyID: Reference] = [:]
    /// Per added element registration, the element (an index into `elements`) it builds.
    public var elementOf: [DependencyID: Int] = [:]
    /// Per added element registration, the consumer's collection reference it is built for.
    public var referenceOf: [DependencyID: DependencyID] = [:]

    public var isEmpty: Bool { elements.isEmpty && references.isEmpty }

    /// Whether `id` is a registration the linker added for an element (not the user's).
    public func isElement(_ id: DependencyID) -> Bool { elementOf[id] != nil }

    /// The elements a consumer's collection reference receives, in its order.
    public func elements(of reference: Reference) -> [Element] {
        reference.elements.compactMap { elementOf[$0].map { elements[$0] } }
    }
}
