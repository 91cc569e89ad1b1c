/// A summary as text and back: compact JSON with a fixed key order (`JSONValue`), read by the
/// strict parser the configuration files use, so a damaged summary fails with its position.
extension ModuleSummary {
    /// The file's bytes: one line of JSON and a newline.
    public var text: String {
        JSONValue.object([
            ("weaverModuleSummary", .integer(Self.schemaVersion)),
            ("weaverVersion", .string(weaverVersion)),
            ("module", .string(module)),
            ("types", .array(types.map(\.json))),
        ]).rendered(pretty: false) + "\n"
    }

    /// A summary read back, or what is wrong with it, said so that the user knows which module
    /// to rebuild (SPEC §11). Given `registered` (the type names a run registers), a summary laid
    /// out as this version writes it is read straight from its bytes, keeping only those of its
    /// types that have an entry point (`SummaryStreamReader`); anything else is parsed strictly.
    public static func read(_ bytes: [UInt8], keeping registered: Set<String>? = nil) throws(SummaryReadError) -> ModuleSummary {
        if let registered, let summary = SummaryStreamReader.read(bytes, keeping: registered) { return summary }
        let root: JSONNode
        do {
            root = try JSONConfigurationParser.parse(bytes)
        } catch {
            throw SummaryReadError(module: nil, problem: "it is not valid JSON (\(error.message), line \(error.position.line))")
        }
        var reader = SummaryReader(module: nil)
        let fields = try reader.object(root, "the summary")
        let version = try reader.integer(fields["weaverModuleSummary"], "weaverModuleSummary")
        reader.module = try? reader.string(fields["module"], "module")
        guard version == schemaVersion else {
            throw reader.error("it has format \(version), and this weaver reads format \(schemaVersion)")
        }
        let writer = try reader.string(fields["weaverVersion"], "weaverVersion")
        guard writer == WeaverVersion.current else {
            throw reader.error("it was written by weaver \(writer), and this is weaver \(WeaverVersion.current)")
        }
        let module = try reader.string(fields["module"], "module")
        var types: [SummaryType] = []
        for node in try reader.array(fields["types"], "types") { types.append(try reader.type(node)) }
        return ModuleSummary(module: module, weaverVersion: writer, types: types)
    }
}

/// Why a summary cannot be used.
public struct SummaryReadError: Error, Sendable {
    /// The module it names, when that much could be read.
    public let module: String?
    public let problem: String
}

extension SummaryType {
    fileprivate var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("path", .string(path)), ("kind", .string(kind.rawValue)), ("accessLevel", .string(accessLevel.rawValue)),
            ("location", location.json), ("dependencies", .array(dependencies.map(\.json))),
        ]
        if let entryPoint { fields.append(("entryPoint", entryPoint.json)) }
        return .object(fields)
    }
}

extension SummaryEntryPoint {
    fileprivate var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("needs", .array(needs.map { need in
                .object([("label", .string(need.label)), ("name", .string(need.name)), ("type", .string(need.type)),
                         ("isFactory", .bool(need.isFactory)), ("location", need.location.json)])
            })),
            ("parameters", .array(parameters.map { .object([("name", .string($0.name)), ("type", .string($0.type))]) })),
        ])
    }
}

extension SummaryDependency {
    fileprivate var json: JSONValue {
        .object([
            ("kind", .string(kind.rawValue)), ("name", .string(name)), ("type", .string(type)),
            ("abstractType", .nullable(abstractType)), ("scope", .nullable(scope?.rawValue)), ("location", location.json),
        ])
    }
}

extension SummaryLocation {
    fileprivate var json: JSONValue {
        .object([("file", .string(file)), ("line", .integer(line)), ("column", .integer(column))])
    }
}

/// Reads the parsed JSON into the model, failing at the first field that is missing or of the
/// wrong kind.
private struct SummaryReader {
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
                needs.append(SummaryNeed(label: try string(need["label"], "label"), name: try string(need["name"], "name"),
                                         type: try string(need["type"], "type"), isFactory: try boolean(need["isFactory"], "isFactory"),
                                         location: try location(need["location"])))
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
