/// The summary of the module a run linked (docs/modules.md): every annotated type of its own, and an
/// entry point for each one another module can register.
package enum SummaryBuilder {
    /// The name of the static function that builds a public type for another module's container.
    static let entryPointName = "weaverBuild"

    /// - Parameter path: where the summary is written, for its `sourceRoot`.
    package static func summary(of graph: DependencyGraph, module: String, writtenTo path: String, projectPath: String) -> ModuleSummary {
        let types = graph.types.indices.filter { graph.types[$0].isAnnotated }.sorted { graph.types[$0].path < graph.types[$1].path }
        let sourceRoot = PathResolver.relative(projectPath, to: PathResolver.directory(of: PathResolver.normalize(path)))
        // A public type's elements travel (docs/contributions.md); an internal one's are its module's own.
        let contributions = graph.collections.elements.filter { $0.module.isEmpty && $0.isPublic }.map { element in
            SummaryContribution(collection: element.syntax.collection, key: element.syntax.key, element: element.path,
                                exposedType: element.syntax.exposedType.swiftSource, priority: element.syntax.priority,
                                after: element.syntax.after, replaces: element.syntax.replaces, scope: element.syntax.scope, location: SummaryLocation(element.syntax.location))
        }
        let costs = types.contains { hasEntryPoint($0, in: graph) } ? LaunchCosts(graph) : nil
        let annotated = Set(types.map { graph.types[$0].path })
        return ModuleSummary(module: module, imports: graph.summarizedModules, sourceRoot: sourceRoot, depth: graph.moduleDepth,
                             declares: graph.publicTypes.filter { !annotated.contains($0) }, contributions: contributions,
                             types: types.compactMap { type in
            guard let syntax = graph.types[type].syntax else { return nil }
            let dependencies = graph.types[type].dependencies.filter { !graph.collections.isElement($0) }.map { id in
                let dependency = graph.dependencies[id].dependency
                return SummaryDependency(kind: dependency.kind, name: dependency.name, type: dependency.type.swiftSource,
                                         abstractType: dependency.abstractType?.swiftSource, scope: dependency.explicitScope,
                                         location: SummaryLocation(dependency.location))
            }
            return SummaryType(path: syntax.path, kind: syntax.kind, accessLevel: syntax.accessLevel,
                               location: SummaryLocation(syntax.location), dependencies: dependencies,
                               entryPoint: costs.map { entryPoint(of: type, module: module, costs: $0, in: graph) } ?? nil)
        })
    }

    /// A public, non-generic annotated type that its container builds with `init(injecting:)`
    /// (a self-building root builds itself, and one without the initializer cannot be built).
    static func hasEntryPoint(_ type: TypeID, in graph: DependencyGraph) -> Bool {
        let node = graph.types[type]
        guard let syntax = node.syntax, node.isPublic, !node.isSelfBuilding, syntax.genericParameters.isEmpty else { return false }
        return graph.declaresInjectingInitializer(node)
    }

    /// Nil for a type without one (`hasEntryPoint`).
    private static func entryPoint(of type: TypeID, module: String, costs: LaunchCosts, in graph: DependencyGraph) -> SummaryEntryPoint? {
        guard hasEntryPoint(type, in: graph) else { return nil }
        let labels = NeedLabels.labels(of: type, in: graph)
        let needs = graph.needs[type].map { need in
            let path = graph.path(of: need.key, from: type)
            return SummaryNeed(label: labels[need.key] ?? need.key.name, name: need.key.name,
                               type: graph.dependencies[need.origin].dependency.type.swiftSource, isFactory: need.key.isFactory,
                               ifAvailable: need.key.isOptional, location: SummaryLocation(graph.dependencies[need.origin].dependency.location),
                               reader: path.steps.isEmpty ? nil : path.reader,
                               via: path.steps.map { SummaryStep(owner: $0.owner, name: $0.name, location: SummaryLocation($0.location)) })
        }
        let parameters = graph.parameters(of: type).map {
            SummaryParameter(name: graph.dependencies[$0].dependency.name, type: FactorySignature.parameterType(graph.dependencies[$0].dependency))
        }
        return SummaryEntryPoint(name: entryPointName, needs: needs, parameters: parameters,
                                 launchCost: SummaryLaunchCost(costs.costs[type], module: module))
    }
}

extension SummaryLocation {
    init(_ location: SourceLocation) {
        self.init(file: location.file, line: location.line, column: location.column)
    }
}
