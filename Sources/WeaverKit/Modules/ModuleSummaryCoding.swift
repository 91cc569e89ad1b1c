import WeaverCore
/// A summary as text and back: compact JSON with a fixed key order (`CompactJSONWriter`), read by
/// the strict parser the configuration files use, so a damaged summary fails with its position.
extension ModuleSummary {
    /// The file's bytes: one line of JSON and a newline.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `text`'s bytes, written without building the text, sealed with their checksum as they are
    /// written (`SummaryChecksum.Sealer`).
    var bytes: [UInt8] {
        var writer = CompactJSONWriter(capacity: 512 * types.count + 128)
        var sealer = SummaryChecksum.Sealer()
        writer.object { json in
            json.key("weaverModuleSummary")
            json.integer(Self.schemaVersion)
            sealer.writeBlankChecksum(&json)
            json.key("weaverVersion")
            json.string(weaverVersion)
            json.key("module")
            json.string(module)
            json.key("imports")
            json.array(imports) { json, name in json.string(name) }
            json.key("sourceRoot")
            json.string(sourceRoot)
            json.key("contributions")
            json.array(contributions) { json, contribution in contribution.write(to: &json) }
            json.key("types")
            json.array(types) { json, type in
                type.write(to: &json)
                sealer.hashWritten(json)
            }
        }
        writer.endLine()
        return sealer.seal(&writer)
    }

    /// A summary read back, or what is wrong with it, said so that the user knows which module
    /// to rebuild (docs/modules.md). Given `registered` (the type names a run registers), a summary laid
    /// out as this version writes it is read straight from its bytes, keeping only those of its
    /// types that have an entry point (`SummaryStreamReader`); anything else is parsed strictly.
    public static func read(_ bytes: [UInt8], keeping registered: Set<String>? = nil) throws(SummaryReadError) -> ModuleSummary {
        let bytes = try SummaryChecksum.unseal(bytes)
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
        var imports: [String] = []
        for node in try reader.array(fields["imports"], "imports") { imports.append(try reader.string(node, "imports")) }
        let sourceRoot = try reader.string(fields["sourceRoot"], "sourceRoot")
        var contributions: [SummaryContribution] = []
        for node in try reader.array(fields["contributions"], "contributions") { contributions.append(try reader.contribution(node)) }
        var types: [SummaryType] = []
        for node in try reader.array(fields["types"], "types") { types.append(try reader.type(node)) }
        return ModuleSummary(module: module, imports: imports, sourceRoot: sourceRoot, weaverVersion: writer, contributions: contributions,
                             types: types)
    }
}

extension ModuleSummary {
    /// True when `prefix` starts as every summary does.
    static func startsAsSummary(_ prefix: some Collection<UInt8>) -> Bool { SummaryChecksum.startsAsSummary(prefix) }
}

/// Why a summary cannot be used.
public struct SummaryReadError: Error, Sendable {
    /// The module it names, when that much could be read.
    public let module: String?
    public let problem: String
}

extension SummaryType {
    fileprivate func write(to json: inout CompactJSONWriter) {
        json.object { json in
            json.key("path")
            json.string(path)
            json.key("kind")
            json.string(kind.rawValue)
            json.key("accessLevel")
            json.string(accessLevel.rawValue)
            json.key("location")
            location.write(to: &json)
            json.key("dependencies")
            json.array(dependencies) { json, dependency in dependency.write(to: &json) }
            if let entryPoint {
                json.key("entryPoint")
                entryPoint.write(to: &json)
            }
        }
    }
}

extension SummaryContribution {
    fileprivate func write(to json: inout CompactJSONWriter) {
        json.object { json in
            json.key("collection")
            json.string(collection)
            json.key("key")
            json.string(key)
            json.key("element")
            json.string(element)
            json.key("exposedType")
            json.string(exposedType)
            json.key("priority")
            json.integer(priority)
            json.key("after")
            json.array(after) { json, name in json.string(name) }
            if !replaces.isEmpty {
                json.key("replaces")
                json.array(replaces) { json, name in json.string(name) }
            }
            json.key("scope")
            json.string(scope?.rawValue)
            json.key("location")
            location.write(to: &json)
        }
    }
}

extension SummaryEntryPoint {
    fileprivate func write(to json: inout CompactJSONWriter) {
        json.object { json in
            json.key("name")
            json.string(name)
            json.key("needs")
            json.array(needs) { json, need in
                json.object { json in
                    json.key("label")
                    json.string(need.label)
                    json.key("name")
                    json.string(need.name)
                    json.key("type")
                    json.string(need.type)
                    json.key("isFactory")
                    json.bool(need.isFactory)
                    if need.ifAvailable {
                        json.key("ifAvailable")
                        json.bool(true)
                    }
                    json.key("location")
                    need.location.write(to: &json)
                    if let reader = need.reader, !need.via.isEmpty {
                        json.key("reader")
                        json.string(reader)
                        json.key("via")
                        json.array(need.via) { json, step in
                            json.object { json in
                                json.key("owner")
                                json.string(step.owner)
                                json.key("name")
                                json.string(step.name)
                                json.key("location")
                                step.location.write(to: &json)
                            }
                        }
                    }
                }
            }
            json.key("parameters")
            json.array(parameters) { json, parameter in
                json.object { json in
                    json.key("name")
                    json.string(parameter.name)
                    json.key("type")
                    json.string(parameter.type)
                }
            }
        }
    }
}

extension SummaryDependency {
    fileprivate func write(to json: inout CompactJSONWriter) {
        json.object { json in
            json.key("kind")
            json.string(kind.rawValue)
            json.key("name")
            json.string(name)
            json.key("type")
            json.string(type)
            json.key("abstractType")
            json.string(abstractType)
            json.key("scope")
            json.string(scope?.rawValue)
            json.key("location")
            location.write(to: &json)
        }
    }
}

extension SummaryLocation {
    fileprivate func write(to json: inout CompactJSONWriter) {
        json.object { json in
            json.key("file")
            json.string(file)
            json.key("line")
            json.integer(line)
            json.key("column")
            json.integer(column)
        }
    }
}
