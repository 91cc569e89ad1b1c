import WeaverCore
/// Reads `.weaver.json` into the same entries as the YAML form: one object whose values are
/// scalars or lists of scalars, each with the position it was written at.
enum JSONConfigurationReader {
    static func read(_ data: [UInt8]) throws(ConfigurationFileError) -> ConfigurationDocument {
        let root = try JSONConfigurationParser.parse(data)
        guard case .object(let members) = root.content else {
            throw error("the file must hold one JSON object of keys and values", at: root.position)
        }
        var document = ConfigurationDocument()
        for member in members {
            let value = try convert(member.value, key: member.key)
            document.entries.append(ConfigurationEntry(key: member.key, keyPosition: member.keyPosition, value: value))
        }
        return document
    }

    private static func convert(_ value: JSONNode, key: String) throws(ConfigurationFileError) -> ConfigurationValue {
        if case .array(let elements) = value.content {
            var items: [ConfigurationScalar] = []
            for element in elements {
                guard let item = scalar(element) else {
                    throw error("'\(key)' must be a list of strings, not a nested list or object", at: element.position)
                }
                items.append(item)
            }
            return .sequence(items, at: value.position)
        }
        guard let item = scalar(value) else { throw error("'\(key)' cannot be a nested object", at: value.position) }
        return .scalar(item)
    }

    private static func scalar(_ value: JSONNode) -> ConfigurationScalar? {
        let position = value.position
        switch value.content {
        case .string(let text): return ConfigurationScalar(text: text, kind: .string, position: position)
        case .number(let text): return ConfigurationScalar(text: text, kind: .number, position: position)
        case .boolean(let flag): return ConfigurationScalar(text: flag ? "true" : "false", kind: .boolean(flag), position: position)
        case .null: return ConfigurationScalar(text: "null", kind: .null, position: position)
        case .object, .array: return nil
        }
    }

    private static func error(_ message: String, at position: ConfigurationPosition) -> ConfigurationFileError {
        ConfigurationFileError(message, line: position.line, column: position.column)
    }
}
