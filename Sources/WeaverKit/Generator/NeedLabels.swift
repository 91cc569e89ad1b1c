/// Each type's initializer argument labels, one per need: the need's name, with a suffix when a
/// parameter or another need already has it. Worked out once per generation (every container
/// needs its own, and each of its builds needs its child's).
struct NeedLabels: Sendable {
    private let byType: [TypeID: [NeedKey: String]]

    init(graph: DependencyGraph, types: [TypeID]) {
        byType = Dictionary(uniqueKeysWithValues: zip(types, ConcurrentMap.map(types) { Self.labels(of: $0, in: graph) }))
    }

    func labels(of type: TypeID) -> [NeedKey: String]? { byType[type] }

    static func labels(of type: TypeID, in graph: DependencyGraph) -> [NeedKey: String] {
        let needs = graph.needs[type]
        guard !needs.isEmpty else { return [:] }
        var labels = [NeedKey: String](minimumCapacity: needs.count)
        var used = Set<String>(minimumCapacity: needs.count + graph.types[type].dependencies.count)
        for id in graph.types[type].dependencies where graph.dependencies[id].dependency.kind == .parameter {
            used.insert(graph.dependencies[id].dependency.name)
        }
        for need in needs {
            var label = need.key.name
            var suffix = 2
            while used.contains(label) {
                label = need.key.name + "_" + String(suffix)
                suffix += 1
            }
            used.insert(label)
            labels[need.key] = label
        }
        return labels
    }
}
