/// The link stage: all files' syntax → one `DependencyGraph`. Single-threaded and deterministic:
/// files are taken in path order, types in file order. The graph is complete when `link` returns:
/// no later stage changes it.
public enum Linker {
    /// - Parameter usage: the usage stage's index, with `--warn-unused`; the graph holds it for
    ///   `UnusedRegistrationCheck`.
    /// - Parameter modules: the summaries of the modules the sources import (docs/modules.md): their
    ///   public types that a registration here builds join the graph.
    ///
    /// An editor links with the memos of a kept context instead (`LinkContext.link`), which gives
    /// the same graph (ARCHITECTURE.md invariant 6).
    public static func link(_ files: [FileSyntax], options: LinkOptions = LinkOptions(), usage: UsageIndex? = nil,
                            modules: [ModuleSummary] = []) -> DependencyGraph {
        var graph = linkUnresolved(files, options: options, usage: usage, modules: modules)
        resolve(&graph, options: options)
        return graph
    }

    /// Resolves the needs of a graph `linkUnresolved` made with the same options and context (the
    /// context's `ResolutionMemo`, when it has one, hands the resolution its last one).
    package static func resolve(_ graph: inout DependencyGraph, options: LinkOptions, context: LinkContext? = nil) {
        let publicTypesLeaveTheModule = !options.seesWholeApp
        if let memo = context?.resolutions {
            memo.resolve(&graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule, deciders: context?.deciders)
        } else {
            NeedsResolver.resolve(&graph, publicTypesLeaveTheModule: publicTypesLeaveTheModule)
        }
    }

    /// Everything `link` does but resolving needs.
    /// - Parameter context: `LinkContext(files, options:)` kept from an earlier link whose files
    ///   declared and imported the same (`LinkContext.isUnchanged`); made here when nil.
    /// - Parameter changed: with a kept context, the paths of the files whose syntax changed since
    ///   the context's last link (nil: unknown): when they changed only dependencies' contents,
    ///   that link is patched (`LinkMemo`).
    package static func linkUnresolved(_ files: [FileSyntax], options: LinkOptions = LinkOptions(), usage: UsageIndex? = nil,
                               modules: [ModuleSummary] = [], context: LinkContext? = nil, changed: Set<String>? = nil) -> DependencyGraph {
        if usage == nil, let context, let memo = context.links {
            let sortedFiles = inPathOrder(files)
            if let changed, let patched = memo.patched(sortedFiles, changed: changed, modules: modules, context: context, options: options) {
                return patched
            }
            let graph = linkAfresh(sortedFiles, options: options, usage: usage, modules: modules, context: context)
            memo.remember(sortedFiles, modules: modules, graph: graph)
            return graph
        }
        return linkAfresh(files, options: options, usage: usage, modules: modules, context: context)
    }

    private static func linkAfresh(_ files: [FileSyntax], options: LinkOptions, usage: UsageIndex?, modules: [ModuleSummary],
                                   context: LinkContext?) -> DependencyGraph {
        var graph = DependencyGraph(usage: usage)
        graph.moduleName = options.moduleName
        graph.seesWholeApp = options.seesWholeApp
        graph.summarizedModules = modules.map(\.module).sorted()
        graph.moduleImports = Dictionary(modules.map { ($0.module, $0.imports) }, uniquingKeysWith: { first, _ in first })
        graph.moduleDepth = modules.isEmpty ? 0 : 1 + (modules.map(\.depth).max() ?? 0)
        let sortedFiles = inPathOrder(files)
        let context = context ?? LinkContext(sortedFiles, options: options)
        let (declaredKinds, qualifier) = (context.declaredKinds, context.qualifier)
        graph.declaredKinds = declaredKinds
        graph.initializedInExtensions = context.initializedInExtensions
        graph.mockMembers = context.mockMembers
        graph.supertypes = context.supertypes
        graph.publicTypes = context.publicTypes
        graph.imports = context.imports
        graph.neverWeakTypes = context.neverWeakTypes

        addAnnotatedTypes(sortedFiles, context: context, options: options, to: &graph)
        ContributionLinker.link(sortedFiles, modules: modules, qualifier: qualifier, to: &graph)
        ExternalTypes.add(modules, registeredIn: sortedFiles, alsoRegistered: ContributionLinker.externalElementSpellings(graph), to: &graph)
        ContributionLinker.addConsumers(&graph)
        addRegistrationTargets(declaredKinds: declaredKinds, to: &graph)
        return graph
    }

    /// The loader hands files over in path order already: checking is cheaper than sorting again.
    static func inPathOrder(_ files: [FileSyntax]) -> [FileSyntax] {
        zip(files, files.dropFirst()).allSatisfy { $0.path < $1.path } ? files : files.sorted { $0.path < $1.path }
    }

    private static func addAnnotatedTypes(
        _ files: [FileSyntax], context: LinkContext, options: LinkOptions, to graph: inout DependencyGraph
    ) {
        let qualifier = context.qualifier
        let removed = RemovedTypes.find(files, qualifier: qualifier, options: options)
        // Sized up front: the arrays hold large values, and growing them moved every one again.
        let typeCount = files.reduce(0) { $0 + $1.types.count }
        let dependencyCount = files.reduce(0) { $0 + $1.types.reduce(0) { $0 + $1.dependencies.count } }
        graph.types.reserveCapacity(typeCount + dependencyCount)
        graph.typeIDByPath.reserveCapacity(typeCount + dependencyCount)
        graph.dependencies.reserveCapacity(dependencyCount)
        for file in files {
            for syntax in file.types where !removed.contains(syntax.path) && graph.hasContainer(syntax) {
                if let existing = graph.typeIDByPath[syntax.path], let first = graph.types[existing].syntax {
                    graph.diagnostics.append(.error(
                        .duplicateType, "'\(syntax.path)' is annotated twice (two modules scanned together, or two declarations)",
                        at: syntax.firstAnnotationLocation,
                        notes: [DiagnosticNote("first annotated here", at: first.firstAnnotationLocation)]))
                    continue
                }
                let typeID = graph.types.count
                graph.typeIDByPath[syntax.path] = typeID
                graph.types.append(GraphType(path: syntax.path, syntax: syntax, declarationKind: syntax.kind))
                var scopes: [String]?
                func ownerScopes() -> [String] {
                    if let scopes { return scopes }
                    let found = qualifier.enclosingScopes(of: syntax.path)
                    scopes = found
                    return found
                }
                for var dependency in syntax.dependencies where options.keeps(dependency) {
                    if let problem = context.qualify(&dependency, owner: syntax, scopes: ownerScopes) {
                        graph.diagnostics.append(problem)
                        continue
                    }
                    graph.types[typeID].dependencies.append(graph.dependencies.append(GraphDependency(owner: typeID, dependency: dependency, target: nil)))
                }
            }
        }
    }

    /// Links each registration to the type it builds, creating nodes for types nobody annotated.
    private static func addRegistrationTargets(declaredKinds: [String: DeclarationKind], to graph: inout DependencyGraph) {
        for id in graph.dependencies.indices {
            guard graph.dependencies[id].dependency.kind == .registration, !graph.dependencies[id].dependency.isSetter else { continue }
            let type = graph.dependencies[id].dependency.type
            let path = type.nominalPath
            // A name without generic arguments is its own key: one lookup, nothing rendered.
            let isPlainName: Bool
            if case let .nominal(components) = type { isPlainName = components.allSatisfy { $0.arguments.isEmpty } } else { isPlainName = false }
            let target: TypeID
            if let path, let found = graph.typeIDByPath[path], isPlainName || graph.types[found].isAnnotated {
                target = found
            } else {
                let key = isPlainName ? path! : type.swiftSource
                if let existing = graph.typeIDByPath[key] {
                    target = existing
                } else {
                    target = graph.types.count
                    graph.typeIDByPath[key] = target
                    graph.types.append(GraphType(path: key, syntax: nil, declarationKind: type.nominalPath.flatMap { declaredKinds[$0] }))
                }
            }
            graph.dependencies[id].target = target
            graph.types[target].registrationSites.append(id)
        }
    }
}

/// What linking takes from the options: platform and project filtering (docs/semantics.md).
public struct LinkOptions: Sendable {
    public var platform: Platform?
    public var projectName: String?
    public var includedImports: [String]?
    public var excludedImports: [String] = []
    /// `--module-name`: what a public type's subtree needs may come from another module, through
    /// the type's entry point (docs/modules.md).
    public var moduleName: String?
    /// `--module-kind`: whether the module is a library others import, or an app that links them.
    public var moduleKind = ModuleKind.library

    public init(platform: Platform? = nil, projectName: String? = nil, includedImports: [String]? = nil, excludedImports: [String] = [],
                moduleName: String? = nil, moduleKind: ModuleKind = .library) {
        self.platform = platform
        self.projectName = projectName
        self.includedImports = includedImports
        self.excludedImports = excludedImports
        self.moduleName = moduleName
        self.moduleKind = moduleKind
    }

    /// Whether the run sees the whole app: no module name (one graph of everything), or an
    /// executable's module, which links every module whose summary it reads and which nothing
    /// imports (docs/build-systems.md, "SwiftPM and the app's runs").
    public var seesWholeApp: Bool { moduleName == nil || moduleKind == .executable }

    /// A dependency not listed for the chosen platform or project is removed before linking.
    func keeps(_ dependency: Dependency) -> Bool {
        if let platform, let platforms = dependency.platforms, !platforms.contains(platform) { return false }
        if let projectName, let projects = dependency.projects, !projects.contains(projectName) { return false }
        return true
    }
}
