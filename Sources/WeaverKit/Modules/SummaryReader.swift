import WeaverCore
/// Reads the parsed JSON into the model, failing at the first field that is missing or of the
/// wrong kind.
struct SummaryReader {
    var module: String?

    func error(_ problem: String) -> SummaryReadError { SummaryReadError(module: module, problem: problem) }

    func object(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> [String: JSONNode] {
        guard case let .object(members)? = node?.content else { throw error("\(what) is not an object") }
        var fields: [String: JSONNode] = [:]
        for member in members { fields[member.key] = member.value }
        return fields
    }

    func array(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> [JSONNode] {
        guard case let .array(elements)? = node?.content else { throw error("'\(what)' is missing or not a list") }
        return elements
    }

    func string(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> String {
        guard case let .string(text)? = node?.content else { throw error("'\(what)' is missing or not a string") }
        return text
    }

    func optionalString(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> String? {
        if case .null? = node?.content { return nil }
        return try string(node, what)
    }

    func integer(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> Int {
        guard case let .number(text)? = node?.content, let value = Int(text) else { throw error("'\(what)' is missing or not a whole number") }
        return value
    }

    func boolean(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> Bool {
        guard case let .boolean(value)? = node?.content else { throw error("'\(what)' is missing or not true or false") }
        return value
    }

    func raw<Value: RawRepresentable>(_ node: JSONNode?, _ what: String) throws(SummaryReadError) -> Value where Value.RawValue == String {
        let text = try string(node, what)
        guard let value = Value(rawValue: text) else { throw error("'\(what)' has the unknown value '\(text)'") }
        return value
    }

    func location(_ node: JSONNode?) throws(SummaryReadError) -> SummaryLocation {
        let fields = try object(node, "a location")
        return SummaryLocation(file: try string(fields["file"], "file"), line: try integer(fields["line"], "line"),
                               column: try integer(fields["column"], "column"))
    }

    func contribution(_ node: JSONNode) throws(SummaryReadError) -> SummaryContribution {
        let fields = try object(node, "a contribution")
        var after: [String] = []
        for name in try array(fields["after"], "after") { after.append(try string(name, "after")) }
        var replaces: [String] = []
        if fields["replaces"] != nil {
            for name in try array(fields["replaces"], "replaces") { replaces.append(try string(name, "replaces")) }
        }
        let scope = try optionalString(fields["scope"], "scope")
        return SummaryContribution(
            collection: try string(fields["collection"], "collection"), key: try optionalString(fields["key"], "key"),
            element: try string(fields["element"], "element"), exposedType: try string(fields["exposedType"], "exposedType"),
            priority: try integer(fields["priority"], "priority"), after: after, replaces: replaces,
            scope: try scope.map { (text: String) throws(SummaryReadError) -> Scope in
                guard let scope = Scope(rawValue: text), scope == .lazy || scope == .transient else {
                    throw error("'scope' has the unknown value '\(text)'")
                }
                return scope
            },
            location: try location(fields["location"]))
    }

    func type(_ node: JSONNode) throws(SummaryReadError) -> SummaryType {
        let fields = try object(node, "a type")
        var dependencies: [SummaryDependency] = []
        for element in try array(fields["dependencies"], "dependencies") {
            let dependency = try object(element, "a dependency")
            let scope = try optionalString(dependency["scope"], "scope")
            dependencies.append(SummaryDependency(
                kind: try raw(dependency["kind"], "kind"), name: try string(dependency["name"], "name"),
                type: try string(dependency["type"], "type"), abstractType: try optionalString(dependency["abstractType"], "abstractType"),
                scope: try scope.map { (text: String) throws(SummaryReadError) -> Scope in
                    guard let scope = Scope(rawValue: text) else { throw error("'scope' has the unknown value '\(text)'") }
                    return scope
                },
                location: try location(dependency["location"])))
        }
        var entryPoint: SummaryEntryPoint?
        if fields["entryPoint"] != nil {
            let entry = try object(fields["entryPoint"], "an entry point")
            var needs: [SummaryNeed] = []
            for element in try array(entry["needs"], "needs") {
                let need = try object(element, "a need")
                var via: [SummaryStep] = []
                for element in need["via"] == nil ? [] : try array(need["via"], "via") {
                    let step = try object(element, "a step")
                    via.append(SummaryStep(owner: try string(step["owner"], "owner"), name: try string(step["name"], "name"),
                                           location: try location(step["location"])))
                }
                needs.append(SummaryNeed(label: try string(need["label"], "label"), name: try string(need["name"], "name"),
                                         type: try string(need["type"], "type"), isFactory: try boolean(need["isFactory"], "isFactory"),
                                         ifAvailable: need["ifAvailable"] == nil ? false : try boolean(need["ifAvailable"], "ifAvailable"),
                                         location: try location(need["location"]),
                                         reader: need["reader"] == nil ? nil : try string(need["reader"], "reader"), via: via))
            }
            var parameters: [SummaryParameter] = []
            for element in try array(entry["parameters"], "parameters") {
                let parameter = try object(element, "a parameter")
                parameters.append(SummaryParameter(name: try string(parameter["name"], "name"), type: try string(parameter["type"], "type")))
            }
            entryPoint = SummaryEntryPoint(name: try string(entry["name"], "name"), needs: needs, parameters: parameters)
        }
        return SummaryType(path: try string(fields["path"], "path"), kind: try raw(fields["kind"], "kind"),
                           accessLevel: try raw(fields["accessLevel"], "accessLevel"), location: try location(fields["location"]),
                           dependencies: dependencies, entryPoint: entryPoint)
    }
}
