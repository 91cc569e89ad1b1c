import WeaverCore
/// Reads `.weaver.json` into the same entries as the YAML form: one object whose values are
/// scalars, lists and objects, each with the position it was written at. What a key's value must
/// be is its reader's to say (`ConfigurationValueReader`, the rules' reader).
enum JSONConfigurationReader {
    static func read(_ data: [UInt8]) throws(ConfigurationFileError) -> ConfigurationDocument {
        let root = try JSONConfigurationParser.parse(data)
        guard case .object(let members) = root.content else {
            throw ConfigurationFileError("the file must hold one JSON object of keys and values", line: root.position.line, column: root.position.column)
        }
        return ConfigurationDocument(entries: members.map(entry))
    }

    /// The parser bounds the nesting, so this recursion is bounded too.
    private static func entry(_ member: JSONMember) -> ConfigurationEntry {
        ConfigurationEntry(key: member.key, keyPosition: member.keyPosition, value: value(member.value))
    }

    private static func value(_ node: JSONNode) -> ConfigurationValue {
        let position = node.position
        switch node.content {
        case .object(let members): return .mapping(members.map(entry), at: position)
        case .array(let elements): return .sequence(elements.map(value), at: position)
        case .string(let text): return .scalar(ConfigurationScalar(text: text, kind: .string, position: position))
        case .number(let text): return .scalar(ConfigurationScalar(text: text, kind: .number, position: position))
        case .boolean(let flag): return .scalar(ConfigurationScalar(text: flag ? "true" : "false", kind: .boolean(flag), position: position))
        case .null: return .scalar(ConfigurationScalar(text: "null", kind: .null, position: position))
        }
    }
}
