/// What linking reads from the files' declarations and imports rather than from their
/// annotations: the declared types and their kinds, the qualifier built on them, the class-bound
/// table, the declared supertypes and `mock` members, and the imports. An editor keeps it between
/// refreshes (docs/editors.md): typing inside an annotation leaves every declaration as it was, and
/// building it again would be a large part of linking a large project.
public struct LinkContext: Sendable {
    let declaredKinds: [String: DeclarationKind]
    let qualifier: TypeQualifier
    let initializedInExtensions: Set<String>
    let mockMembers: [String: MockMember]
    let supertypes: [String: [String]]
    /// The paths of the types another module can name, sorted (`DeclaredTypeSyntax.isPublic`).
    let publicTypes: [String]
    let neverWeakTypes: [String: DeclarationKind]
    let imports: [String]
    /// With `remembersWork`: the dependencies qualified by links made with this context.
    let memo: QualificationMemo?
    /// With `remembersWork`: the registering types' deciders of links made with this context.
    let deciders: DeciderMemo?
    /// With `remembersWork`: the last resolution of a link made with this context.
    let resolutions: ResolutionMemo?
    /// With `remembersWork`: the last link made with this context, to patch.
    let links: LinkMemo?

    /// - Parameter remembersWork: for a context kept across links (an editor's): each parsed
    ///   dependency is qualified once, and each registering type's decider made once while its
    ///   dependencies stay the same, not at every link.
    public init(_ files: [FileSyntax], options: LinkOptions, remembersWork: Bool = false) {
        // Taken in path order, as the linker takes them: the last declaration of a path decides its kind.
        let files = Linker.inPathOrder(files)
        var initializedInExtensions = Set<String>()
        var mockMembers: [String: MockMember] = [:]
        var supertypes: [String: [String]] = [:]
        var publicTypes: Set<String> = []
        var declaredKinds = [String: DeclarationKind](minimumCapacity: files.reduce(0) { $0 + $1.declaredTypes.count })
        for file in files {
            for declared in file.declaredTypes {
                if declared.declaresInjectingInitializer { initializedInExtensions.insert(declared.path) }
                if declared.mockMember != .none { mockMembers[declared.path] = max(mockMembers[declared.path] ?? .none, declared.mockMember) }
                if !declared.inherited.isEmpty { supertypes[declared.path, default: []] += declared.inherited }
                if declared.isPublic { publicTypes.insert(declared.path) }
                guard declaredKinds[declared.path] == nil || declared.kind != .extension else { continue }
                declaredKinds[declared.path] = declared.kind
            }
        }
        self.declaredKinds = declaredKinds
        qualifier = TypeQualifier(declaredPaths: declaredKinds)
        self.initializedInExtensions = initializedInExtensions
        self.mockMembers = mockMembers
        self.supertypes = supertypes
        self.publicTypes = publicTypes.sorted()
        neverWeakTypes = ClassBoundTypes.neverWeak(files)
        imports = ImportCollector.imports(of: files, options: options)
        memo = remembersWork ? QualificationMemo() : nil
        deciders = remembersWork ? DeciderMemo() : nil
        resolutions = remembersWork ? ResolutionMemo() : nil
        links = remembersWork ? LinkMemo() : nil
    }

    /// `qualifier.qualify`, through the memo when there is one; `scopes` is asked only when the
    /// dependency is qualified here.
    func qualify(_ dependency: inout Dependency, owner: AnnotatedTypeSyntax, scopes: () -> [String]) -> Diagnostic? {
        memo.map { $0.qualify(&dependency, owner: owner, qualifier: qualifier, scopes: scopes) }
            ?? qualifier.qualify(&dependency, owner: owner, scopes: scopes())
    }

    /// Whether a file that was `old` and is now `new` leaves the context as it was: only its
    /// declarations and imports count.
    public static func isUnchanged(by old: FileSyntax?, becoming new: FileSyntax?) -> Bool {
        old?.declaredTypes ?? [] == new?.declaredTypes ?? [] && old?.imports ?? [] == new?.imports ?? []
            && old?.importAnnotations ?? [] == new?.importAnnotations ?? []
    }
}

extension LinkContext {
    /// An editor's link: the graph `Linker.link` gives, made with this context's memos, which patch
    /// the last link when only `changed` files' dependencies changed, and resolve again only the
    /// keys an edit touched.
    package func link(_ files: [FileSyntax], options: LinkOptions, modules: [ModuleSummary] = [], changed: Set<String>? = nil) -> DependencyGraph {
        var graph = Linker.linkUnresolved(files, options: options, modules: modules, context: self, changed: changed)
        Linker.resolve(&graph, options: options, context: self)
        return graph
    }
}
