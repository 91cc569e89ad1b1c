/// A public annotated type of another module, registered in this one (docs/modules.md). It is built
/// through its module's entry point, and what its subtree needs from outside its module becomes
/// its references here, resolved and validated on every path like a local type's.
public struct ExternalType: Sendable {
    public var module: String
    /// The entry point's name (`weaverBuild`).
    public var entryPoint: String
    /// The entry point's argument label of each reference, by the reference's id.
    public var labels: [DependencyID: String]
    /// For a reference asked for by a type below this one in its module: that type and the
    /// registrations down to it (the summary's `reader` and `via`), by the reference's id.
    public var paths: [DependencyID: NeedPath] = [:]
    /// What its entry point builds at once (its summary's `launchCost`).
    public var launchCost = LaunchCost()
}

/// Adds the other modules' types that this module registers to the graph being linked, each with
/// its needs as references and its parameters, located in its own module's files.
package enum ExternalTypes {
    /// - Parameter alsoRegistered: other modules' elements of collections (docs/contributions.md), which the
    ///   consumers here build though no annotation names them.
    static func add(_ summaries: [ModuleSummary], registeredIn files: [FileSyntax], alsoRegistered: Set<String> = [],
                    to graph: inout DependencyGraph) {
        guard !summaries.isEmpty else { return }
        let registered = registeredTypeNames(in: files).union(alsoRegistered)
        // Written plain (`APIClient`) or with its module (`Core.APIClient`); a local annotated
        // type of that name wins.
        var candidates: [String: [ExternalCandidate]] = [:]
        for summary in summaries {
            for type in summary.types {
                for spelling in [type.path, "\(summary.module).\(type.path)"]
                where registered.contains(spelling) && graph.typeIDByPath[spelling] == nil {
                    candidates[spelling, default: []].append(ExternalCandidate(module: summary.module, type: type))
                }
            }
        }
        for spelling in candidates.keys.sorted() {
            let found = candidates[spelling, default: []]
            let buildable = found.filter { $0.type.entryPoint != nil }
            if buildable.count == 1, let entryPoint = buildable[0].type.entryPoint {
                add(buildable[0].type, entryPoint, module: buildable[0].module, as: spelling, to: &graph)
            } else if graph.declaredKinds[spelling] == nil {
                // Two modules export it, or none can be built from here: said at each registration,
                // since the generated code would call the wrong module's type or fail to compile.
                graph.diagnostics += ExternalTypeProblems.diagnose(spelling, found, buildable: buildable, files: files)
            }
        }
    }

    /// The collections a module's run links other modules' elements of: those it reads (a
    /// reference of the collection's name: every dependency's name is taken) and those its own
    /// elements contribute to (their `after:` and `replaces:` name other modules' elements); nil,
    /// every collection, for a run that sees the whole app (its checks read them all).
    package static func linkedCollections(in files: [FileSyntax], seesWholeApp: Bool) -> Set<String>? {
        guard !seesWholeApp else { return nil }
        var names = Set<String>()
        for file in files {
            for type in file.types {
                for dependency in type.dependencies { names.insert(dependency.name) }
                for contribution in type.contributions { names.insert(contribution.collection) }
            }
        }
        return names
    }

    /// Every type a registration of `files` builds, as written (each `#if` branch's).
    package static func registeredTypeNames(in files: [FileSyntax]) -> Set<String> {
        var registered = Set<String>()
        for file in files {
            for type in file.types {
                for dependency in type.dependencies where dependency.kind == .registration {
                    for branch in dependency.branches { registered.insert(branch.type.swiftSource) }
                }
            }
        }
        return registered
    }

    private static func add(_ type: SummaryType, _ entryPoint: SummaryEntryPoint, module: String, as path: String,
                            to graph: inout DependencyGraph) {
        let typeID = graph.types.count
        var external = ExternalType(module: module, entryPoint: entryPoint.name, labels: [:])
        external.launchCost = entryPoint.launchCost.launchCost
        var node = GraphType(path: path, syntax: nil, declarationKind: type.kind)
        var dependencies: [GraphDependency] = []
        for need in entryPoint.needs {
            // A summary is this tool's own output: a type it wrote parses.
            guard case let .success(needType) = TypeParser.parse(need.type) else { continue }
            var reference = Dependency(DependencyAnnotation(kind: .reference, name: need.name, type: needType,
                                                            location: need.location.sourceLocation(module: module)))
            if need.isFactory, case let .function(function) = needType {
                reference.wrapper = WrapperStyle(arity: function.parameters.count, declaredType: needType)
            }
            reference.ifAvailable = need.ifAvailable
            external.labels[graph.dependencies.idLimit + dependencies.count] = need.label
            if let reader = need.reader, !need.via.isEmpty {
                external.paths[graph.dependencies.idLimit + dependencies.count] = NeedPath(reader: reader, steps: need.via.map {
                    NeedPath.Step(owner: $0.owner, name: $0.name, location: $0.location.sourceLocation(module: module))
                })
            }
            dependencies.append(GraphDependency(owner: typeID, dependency: reference, target: nil))
        }
        for parameter in entryPoint.parameters {
            guard case let .success(parameterType) = TypeParser.parse(parameter.type) else { continue }
            dependencies.append(GraphDependency(
                owner: typeID,
                dependency: Dependency(DependencyAnnotation(kind: .parameter, name: parameter.name, type: parameterType,
                                                            location: type.location.sourceLocation(module: module))),
                target: nil))
        }
        node.dependencies = Array(graph.dependencies.idLimit..<(graph.dependencies.idLimit + dependencies.count))
        node.external = external
        graph.dependencies.append(contentsOf: dependencies)
        graph.typeIDByPath[path] = typeID
        graph.types.append(node)
    }
}