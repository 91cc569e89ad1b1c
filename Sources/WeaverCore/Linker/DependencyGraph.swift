/// Index of a type in `DependencyGraph.types`.
public typealias TypeID = Int
/// A dependency's id in `DependencyGraph.dependencies` (`DependencyTable`): no edit moves it.
public typealias DependencyID = Int

/// A node: an annotated type, or a type that is only registered (built with `Concrete()` or a builder).
public struct GraphType: Sendable {
    /// The dotted path, or the written type for a registered type that is not declared in scanned code.
    public var path: String
    /// The annotated declaration, when the type is annotated.
    public var syntax: AnnotatedTypeSyntax?
    /// The declaration kind when scanned code declares the type (annotated or not).
    public var declarationKind: DeclarationKind?
    /// The type's own dependencies, in declaration order.
    public var dependencies: [DependencyID] = []
    /// The registrations that build this type.
    public var registrationSites: [DependencyID] = []
    /// For a public type of another module registered here: how it is built (docs/modules.md). Its
    /// dependencies are then what its subtree needs from outside its module, and its parameters.
    public var external: ExternalType?

    // Matched in place: comparing `syntax` with nil, or chaining through it, copied the whole
    // declaration (a dozen reference-counted fields) on every question, in every stage.
    public var isAnnotated: Bool {
        if case .some = syntax { return true }
        return false
    }
    /// An annotated type that contributes to a collection (docs/contributions.md): its consumers build it; with
    /// none, it is not a root of its own.
    public var isContributor = false
    public var isRoot: Bool { isAnnotated && registrationSites.isEmpty && !isContributor }
    /// Whether whoever registers it provides its needs: an annotated type, or another module's.
    public var takesNeeds: Bool { isAnnotated || external != nil }
    public var isPublic: Bool {
        if case let .some(syntax) = syntax { return syntax.accessLevel >= .public }
        return false
    }
    public var isActor: Bool {
        if case let .some(syntax) = syntax { return syntax.kind == .actor }
        return false
    }
    public var isIsolated: Bool {
        if case let .some(syntax) = syntax { return syntax.isIsolated }
        return false
    }
    public var isSelfBuilding: Bool {
        if case let .some(syntax) = syntax, case .some = syntax.selfBuildingResolverProperty { return true }
        return false
    }
}

/// A dependency placed in the graph.
public struct GraphDependency: Sendable {
    public var owner: TypeID
    public var dependency: Dependency
    /// For a registration that builds something (not a setter): the type it builds.
    public var target: TypeID?
}

/// What a type needs from whoever builds it: a reference of its own or of a descendant that its
/// own subtree does not satisfy. Keys compare by name and normalized type.
public struct NeedKey: Sendable, Hashable, Comparable {
    public var name: String
    public var type: TypeExpression
    /// `@WeaverPn(.reference)`: satisfied by a factory whose closure type is `type`.
    public var isFactory = false
    /// `ifAvailable`: `type` is optional, satisfied by its wrapped type too, and `nil` where
    /// nothing provides it (it is never a failure at a root).
    public var isOptional = false

    public init(name: String, type: TypeExpression, isFactory: Bool = false, isOptional: Bool = false) {
        self.name = name
        self.type = type
        self.isFactory = isFactory
        self.isOptional = isOptional
    }

    /// The key a reference asks for.
    public init(reference: Dependency) {
        self.init(name: reference.name, type: reference.type.normalized, isFactory: reference.isFactoryReference,
                  isOptional: reference.ifAvailable)
    }

    /// Only the name and the factory flag: equal keys have equal names, and keys that share a
    /// name but differ in type are rare, so hashing the type tree (a cost in linking and
    /// generating, where needs are looked up by key) buys nothing.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isFactory)
    }

    public static func < (lhs: NeedKey, rhs: NeedKey) -> Bool {
        (lhs.name, lhs.type.swiftSource, lhs.isOptional ? 1 : 0) < (rhs.name, rhs.type.swiftSource, rhs.isOptional ? 1 : 0)
    }
}

/// A need of a type, with how it arose (for diagnostics and generated names).
public struct Need: Sendable {
    public var key: NeedKey
    /// The reference that first asked for it.
    public var origin: DependencyID
    /// The registration of a child through which it arrived; nil when it is the type's own reference.
    public var via: DependencyID?
}

/// How a registering type provides one need of the type it builds.
public enum Provision: Sendable, Equatable {
    /// A registration or parameter of the registering type (or a reference of a public root).
    case dependency(DependencyID)
    /// Passed on from the registering type's own needs.
    case inherited(NeedKey)
}

/// The linked graph: a frozen value of flat arrays (ARCHITECTURE.md: integer ids, no object webs).
public struct DependencyGraph: Sendable {
    public var types: [GraphType] = []
    public var dependencies = DependencyTable()
    public var typeIDByPath: [String: TypeID] = [:]
    /// Per type, its needs: own references first (declaration order), then inherited ones (sorted).
    public var needs: [[Need]] = []
    /// Per registration site, how each need of its target (in the target's need order) is provided;
    /// nil where resolution failed.
    public var provisions: [DependencyID: [Provision?]] = [:]
    /// Per reference, every dependency it resolves to on some path.
    public var resolvedReferences: [DependencyID: [DependencyID]] = [:]
    public var failures: [ResolutionFailure] = []
    /// Modules the generated file imports, sorted.
    public var imports: [String] = []
    /// Problems found while linking (duplicate types, invalid types).
    public var diagnostics: [Diagnostic] = []
    /// Paths of scanned types that can never be held weakly (structs, enums, protocols that are
    /// not class-bound).
    public var neverWeakTypes: [String: DeclarationKind] = [:]
    /// Every type the scanned files declare, by path (an extension's only when nothing else declares it).
    public var declaredKinds: [String: DeclarationKind] = [:]
    /// What each declared type inherits or conforms to, its extensions included, as written.
    public var supertypes: [String: [String]] = [:]
    /// The paths of the declared types another module can name, sorted.
    public var publicTypes: [String] = []
    /// Type paths with an extension declaring `init(injecting:)`.
    public var initializedInExtensions: Set<String> = []

    /// Whether an annotated type declares `init(injecting:)`, in its body or an extension: what
    /// its container, entry point and mock build it with.
    func declaresInjectingInitializer(_ type: GraphType) -> Bool {
        guard let syntax = type.syntax else { return false }
        return syntax.initializerLabels.contains(["injecting"]) || initializedInExtensions.contains(type.path)
    }
    /// Whether an annotated declaration has a container of its own (`AnnotatedTypeSyntax.hasContainer`),
    /// counting an `init(injecting:)` declared in an extension.
    func hasContainer(_ syntax: AnnotatedTypeSyntax) -> Bool {
        syntax.hasContainer || initializedInExtensions.contains(syntax.path)
    }
    /// Type paths whose declaration or extensions declare a member named `mock`, and whether one
    /// is a `static func mock()` taking nothing (docs/mocks.md).
    public var mockMembers: [String: MockMember] = [:]
    /// What docs/contributions.md's contributions made of the graph: the elements, each collection's order,
    /// and the references that read a collection.
    public var collections = Collections()
    /// Identifier uses over every input file, when `--warn-unused` asked for them.
    public let usage: UsageIndex?
    /// `--module-name`: the module the sources make up, whose public types other modules build.
    public var moduleName: String?
    /// `LinkOptions.seesWholeApp`: no module name, or an executable's module. Checks that need
    /// every consumer and provider of the app (unused contributions, never-available references)
    /// run only then; a library's importer may still read or provide what it does not.
    public var seesWholeApp = true
    /// The modules whose summaries the run linked against, sorted.
    public var summarizedModules: [String] = []
    /// Each summarized module's `imports` (its summary's: the modules whose summaries its run
    /// read). The generated file imports, for each other module whose type it builds, those of
    /// them this run also read: a need passed on through that type's entry point may name a
    /// type of one of them, which this module's own files never import.
    public var moduleImports: [String: [String]] = [:]
    /// The longest chain of modules below this run's: 0 without a summary, else one more than
    /// the deepest summarized module's (`ModuleSummary.depth`).
    public var moduleDepth = 0

    /// An empty graph holding `usage`, for the linker to fill.
    init(usage: UsageIndex? = nil) {
        self.usage = usage
    }

    /// Types in path order that are roots.
    public var roots: [TypeID] { types.indices.filter { types[$0].isRoot } }

    /// `ids` in the order a fresh link numbers them: annotated types' own dependencies (by type,
    /// then declaration), then other modules' types' needs and parameters, then the registrations
    /// added for collection elements (by consumer, then place). Id order itself, in a graph linked at once; not once
    /// an editor's patch gave an added reference the next id (`DependencyTable`), so a result
    /// listed in this order is the same either way.
    package func inDeclarationOrder(_ ids: [DependencyID]) -> [DependencyID] {
        guard ids.count > 1 else { return ids }
        var place: [DependencyID: (group: Int, owner: TypeID, index: Int)] = [:]
        for owner in Set(ids.map { dependencies[$0].owner }) {
            for (index, id) in types[owner].dependencies.enumerated() {
                let group = collections.isElement(id) ? 2 : types[owner].external != nil ? 1 : 0
                place[id] = (group, owner, index)
            }
        }
        return ids.sorted { place[$0]! < place[$1]! }
    }

    /// The parameters of a type, in declaration order.
    public func parameters(of type: TypeID) -> [DependencyID] {
        types[type].dependencies.filter { dependencies[$0].dependency.kind == .parameter }
    }

    /// A registration builds through a factory when its target takes parameters.
    public func isFactory(_ registration: DependencyID) -> Bool {
        guard let target = dependencies[registration].target else { return false }
        // Asked for every dependency by several stages: searching instead of listing allocates nothing.
        return types[target].dependencies.contains { dependencies[$0].dependency.kind == .parameter }
    }

    /// The closure type of a factory registration: `(P1, …) -> Exposed`.
    public func factoryType(of registration: DependencyID) -> TypeExpression? {
        guard isFactory(registration), let target = dependencies[registration].target else { return nil }
        let parameters = parameters(of: target).map { dependencies[$0].dependency.type }
        return .function(FunctionType(attributes: [], parameters: parameters, isAsync: false, isThrowing: false,
                                      result: dependencies[registration].dependency.exposedType))
    }

    /// The optional references (`ifAvailable`) that are nil on the paths from a root: each with the
    /// root its need reached (nothing above it can provide one).
    public var optionalReferencesNilAtRoots: [(reference: DependencyID, root: TypeID)] {
        types.indices.filter { types[$0].registrationSites.isEmpty }.flatMap { root in
            needs[root].filter(\.key.isOptional).map { (reference: $0.origin, root: root) }
        }
    }

    /// The roots on whose paths the optional reference `id` is nil.
    public func rootsWhereNil(_ id: DependencyID) -> [TypeID] {
        optionalReferencesNilAtRoots.filter { $0.reference == id }.map(\.root)
    }

    /// Who asks for `key` among what `top` builds, and the registrations down to it: through the
    /// `via` links of the need, then, when the asking type is another module's, through the path
    /// its summary gave (`ExternalType.paths`).
    func path(of key: NeedKey, from top: TypeID) -> NeedPath {
        var steps: [NeedPath.Step] = []
        var current = top
        var visited: Set<TypeID> = [top]
        var origin: DependencyID?
        while let need = needs[current].first(where: { $0.key == key }) {
            origin = need.origin
            guard let via = need.via, let next = dependencies[via].target, visited.insert(next).inserted else { break }
            steps.append(NeedPath.Step(owner: types[current].path, name: dependencies[via].dependency.name, location: dependencies[via].dependency.location))
            current = next
        }
        guard let origin else { return NeedPath(reader: types[top].path, steps: []) }
        let owner = dependencies[origin].owner
        if let inner = types[owner].external?.paths[origin] {
            return NeedPath(reader: inner.reader, steps: steps + inner.steps)
        }
        return NeedPath(reader: types[owner].path, steps: steps)
    }

    /// "App -> Home -> Detail": from `top` down through the `via` links of `key` to its origin.
    public func chain(from top: TypeID, following key: NeedKey) -> [TypeID] {
        var chain = [top]
        var current = top
        var visited: Set<TypeID> = [top]
        while let need = needs[current].first(where: { $0.key == key }), let via = need.via, let next = dependencies[via].target {
            guard visited.insert(next).inserted else { break }
            chain.append(next)
            current = next
        }
        return chain
    }
}

/// A reference that some path cannot satisfy; the validator turns these into diagnostics.
public struct ResolutionFailure: Sendable {
    public enum Kind: Sendable {
        /// No provider up to a root; `root` is the type where the walk ended.
        case unresolvable(root: TypeID, reason: String)
        case typeMismatch(candidate: DependencyID)
        case ambiguous(candidates: [DependencyID])
        case referenceToFactory(provider: DependencyID)
    }

    public var reference: DependencyID
    public var kind: Kind
    /// The types from where the walk decided down to the reference's owner.
    public var chain: [TypeID]
}
