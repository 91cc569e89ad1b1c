import WeaverCore
/// The `id` of every dependency in one export: `Owner.name`, with `#2`, `#3`… appended (in graph
/// order) when one owner declares a name twice — `#` cannot occur in a Swift name, so ids never clash.
struct GraphDependencyIdentifiers {
    private var identifiers: [String] = []

    init(_ graph: DependencyGraph) {
        var seen: [String: Int] = [:]
        for entry in graph.dependencies {
            let base = graph.types[entry.owner].path + "." + entry.dependency.name
            let count = (seen[base] ?? 0) + 1
            seen[base] = count
            identifiers.append(count == 1 ? base : base + "#" + String(count))
        }
    }

    subscript(id: DependencyID) -> String { identifiers[id] }
}

/// One element of the JSON document's `dependencies` array (docs/commands.md), fields in docs/commands.md's order.
enum GraphJSONDependencyRecord {
    static func record(of id: DependencyID, in graph: DependencyGraph, identifiers: GraphDependencyIdentifiers) -> JSONValue {
        let entry = graph.dependencies[id]
        let dependency = entry.dependency
        let isRegistration = dependency.kind == .registration
        // Written only for an optional reference, so that other documents keep their bytes.
        let optional: [(String, JSONValue)] = dependency.ifAvailable ? [("ifAvailable", .bool(true))] : []
        return .object([
            ("owner", .string(graph.types[entry.owner].path)),
            ("name", .string(dependency.name)),
            ("kind", .string(dependency.kind.rawValue)),
            ("type", .string(dependency.exposedType.swiftSource)),
            ("concreteType", .nullable(isRegistration ? dependency.type.swiftSource : nil)),
            ("abstractType", .nullable(dependency.abstractType?.swiftSource)),
            ("scope", .nullable(dependency.kind == .reference ? nil : dependency.scope.rawValue)),
            ("builder", .nullable(dependency.builder)),
            ("setter", .bool(dependency.isSetter)),
            ("objc", .bool(dependency.isObjC)),
            ("escaping", .bool(isEscaping(dependency))),
            ("platforms", .nullable(dependency.platforms?.map(\.rawValue))),
            ("projects", .nullable(dependency.projects)),
            ("parameters", .array(factoryParameters(of: id, in: graph))),
            ("location", GraphJSONExporter.location(dependency.location)),
            ("id", .string(identifiers[id])),
        ] + optional)
    }

    /// A `contributes` line (docs/commands.md and docs/contributions.md): owned by the element, named by its collection.
    static func record(ofElement index: Int, in graph: DependencyGraph) -> JSONValue {
        let element = graph.collections.elements[index]
        let exposed = element.syntax.exposedType.swiftSource
        let parameters: [JSONValue] = graph.typeIDByPath[element.spelling].map { type in
            graph.parameters(of: type).map { parameter in
                let dependency = graph.dependencies[parameter].dependency
                return .object([("name", .string(dependency.name)), ("type", .string(dependency.type.swiftSource))])
            }
        } ?? []
        return .object([
            ("owner", .string(element.path)),
            ("name", .string(element.syntax.collection)),
            ("kind", .string("contribution")),
            ("type", .string(exposed)),
            ("concreteType", .string(element.path)),
            ("abstractType", .nullable(exposed == element.path ? nil : exposed)),
            ("scope", .nullable(element.syntax.scope?.rawValue ?? (parameters.isEmpty ? Scope.lazy : Scope.transient).rawValue)),
            ("builder", .nullable(nil as String?)),
            ("setter", .bool(false)),
            ("objc", .bool(false)),
            ("escaping", .bool(false)),
            ("platforms", .nullable(nil as [String]?)),
            ("projects", .nullable(nil as [String]?)),
            ("parameters", .array(parameters)),
            ("location", GraphJSONExporter.location(element.syntax.location)),
            ("id", .string(identifier(ofElement: index, in: graph))),
            ("collection", .string(element.syntax.collection)),
            ("key", .nullable(element.syntax.key)),
            ("priority", .integer(element.syntax.priority)),
            ("after", .array(element.syntax.after.map(JSONValue.string))),
        ] + replacements(of: index, in: graph))
    }

    /// `replaces` (the names as written) and `replacedBy` (the id of the contribution taking its
    /// place, docs/contributions.md), each written only when there is one.
    private static func replacements(of index: Int, in graph: DependencyGraph) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = []
        let replaces = graph.collections.elements[index].syntax.replaces
        if !replaces.isEmpty { fields.append(("replaces", .array(replaces.map(JSONValue.string)))) }
        if let replacing = graph.collections.replacedBy[index] { fields.append(("replacedBy", .string(identifier(ofElement: replacing, in: graph)))) }
        return fields
    }

    /// `MovieScreen.contributes.routes["movies/:id"]`: a dependency's id has no dot after its
    /// owner's path, so the two never clash.
    static func identifier(ofElement index: Int, in graph: DependencyGraph) -> String {
        let element = graph.collections.elements[index]
        return element.spelling + ".contributes." + element.syntax.entry
    }

    /// Parameters default to escaping when their type is a closure (docs/annotations.md); nothing else escapes
    /// unless it says so.
    private static func isEscaping(_ dependency: Dependency) -> Bool {
        dependency.escaping ?? (dependency.kind == .parameter && dependency.type.isFunction)
    }

    /// For a factory registration, what its target takes, in declaration order; otherwise empty.
    private static func factoryParameters(of id: DependencyID, in graph: DependencyGraph) -> [JSONValue] {
        guard graph.isFactory(id), let target = graph.dependencies[id].target else { return [] }
        return graph.parameters(of: target).map { parameter in
            let dependency = graph.dependencies[parameter].dependency
            return .object([("name", .string(dependency.name)), ("type", .string(dependency.type.swiftSource))])
        }
    }
}
