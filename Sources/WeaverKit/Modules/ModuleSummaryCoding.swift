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
