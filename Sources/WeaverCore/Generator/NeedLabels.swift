/// Initializer argument labels, one per need: the need's name, with a suffix when a parameter,
/// another need or a name already taken (a factory closure's label) has it.
enum NeedLabels {
    /// Labels of every need of `type`: what a type built from outside its registrations takes
    /// (a public type's initializer and entry point, docs/modules.md).
    static func labels(of type: TypeID, in graph: DependencyGraph) -> [NeedKey: String] {
        labels(for: graph.needs[type], of: type, reserving: [], in: graph)
    }

    static func labels(for needs: [Need], of type: TypeID, reserving reserved: [String], in graph: DependencyGraph) -> [NeedKey: String] {
        guard !needs.isEmpty else { return [:] }
        var labels = [NeedKey: String](minimumCapacity: needs.count)
        var used = Set<String>(minimumCapacity: needs.count + reserved.count + graph.types[type].dependencies.count)
        used.formUnion(reserved)
        for id in graph.types[type].dependencies where graph.dependencies[id].dependency.kind == .parameter {
            used.insert(graph.dependencies[id].dependency.name)
        }
        for need in needs {
            labels[need.key] = GeneratedNames.unique(need.key.name, taken: &used)
        }
        return labels
    }
}
