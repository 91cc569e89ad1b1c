/// Needs passed to a container as values instead of providers.
///
/// A need can be passed as the value itself when, wherever its type is built, the value already
/// exists and never changes: a constant of the registering container (see `ContainerPlan`), a
/// parameter held strongly, or a need of the registering type that is passed as a value in turn.
/// A child then reads it from a stored property, with no provider object allocated for it and no
/// call through one. Anything else (a slot built lazily, weakly or anew, a factory) stays a
/// provider. Public initializers pass their arguments, which are values too.
struct EagerNeeds: Sendable {
    /// Per type, per need (in `graph.needs` order): passed as a value.
    private let values: [[Bool]]
    /// Per type, the index of each need key.
    private let indices: [[NeedKey: Int]]

    static let none = EagerNeeds(values: [], indices: [])

    private init(values: [[Bool]], indices: [[NeedKey: Int]]) {
        self.values = values
        self.indices = indices
    }

    /// What one registration site requires for a need to be passed as a value.
    private enum Requirement {
        case possible
        case impossible
        /// The registering type's own need, by index, must be a value.
        case parentNeed(TypeID, Int)
    }

    /// Starts from every need that is not a factory and removes those with a registration site
    /// that cannot pass a value, until nothing changes (a removal can make a child's need fail).
    init(graph: DependencyGraph, constants: [TypeID: Set<DependencyID>]) {
        let indices = graph.types.indices.map { type in
            Dictionary(graph.needs[type].enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
        var values = graph.types.indices.map { type in
            graph.needs[type].map { graph.types[type].isAnnotated && !$0.key.isFactory }
        }
        // What each (type, need) requires at each of its type's registration sites.
        var requirements = graph.types.indices.map { type in Array(repeating: [Requirement](), count: graph.needs[type].count) }
        for type in graph.types.indices where values[type].contains(true) {
            for site in graph.types[type].registrationSites {
                let parent = graph.dependencies[site].owner
                let provisions = graph.provisions[site] ?? []
                for index in graph.needs[type].indices where values[type][index] {
                    requirements[type][index].append(Self.requirement(index < provisions.count ? provisions[index] : nil,
                                                                     parent: parent, graph: graph, constants: constants, indices: indices))
                }
            }
        }
        var changed = true
        while changed {
            changed = false
            for type in graph.types.indices {
                for index in values[type].indices where values[type][index] {
                    let passes = requirements[type][index].allSatisfy { requirement in
                        switch requirement {
                        case .possible: return true
                        case .impossible: return false
                        case let .parentNeed(parent, parentIndex): return values[parent][parentIndex]
                        }
                    }
                    if !passes {
                        values[type][index] = false
                        changed = true
                    }
                }
            }
        }
        self.values = values
        self.indices = indices
    }

    private static func requirement(
        _ provision: Provision?, parent: TypeID, graph: DependencyGraph, constants: [TypeID: Set<DependencyID>], indices: [[NeedKey: Int]]
    ) -> Requirement {
        func need(_ key: NeedKey) -> Requirement {
            indices[parent][key].map { .parentNeed(parent, $0) } ?? .impossible
        }
        switch provision {
        case nil:
            return .impossible
        case let .dependency(id):
            let dependency = graph.dependencies[id].dependency
            switch dependency.kind {
            case .registration: return constants[parent]?.contains(id) == true ? .possible : .impossible
            case .parameter: return ContainerContext.holdsParameterAsValue(dependency) ? .possible : .impossible
            case .reference: return need(NeedKey(reference: dependency))
            }
        case let .inherited(key):
            return need(key)
        }
    }

    func isValue(_ key: NeedKey, of type: TypeID) -> Bool {
        guard type < indices.count, let index = indices[type][key] else { return false }
        return values[type][index]
    }
}
