import Foundation

/// Reads `.weaver.json` into the same entries as the YAML form. JSONSerialization gives no
/// positions, so each key is located by searching the text for it (best effort: line 1 otherwise).
enum JSONConfigurationReader {
    static func read(_ data: [UInt8]) throws(ConfigurationFileError) -> ConfigurationDocument {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(data), options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigurationFileError("invalid JSON" + (detail.map { ": \($0)" } ?? ""), line: 1, column: 1)
        }
        guard let members = object as? [String: Any] else {
            throw ConfigurationFileError("the file must hold one JSON object of keys and values", line: 1, column: 1)
        }
        let locator = JSONKeyLocator(data)
        var entries: [(offset: Int, entry: ConfigurationEntry)] = []
        for (key, value) in members {
            let found = locator.locate(key)
            let position = found?.position ?? ConfigurationPosition(line: 1, column: 1)
            let entry = ConfigurationEntry(key: key, keyPosition: position, value: try convert(value, key: key, at: position))
            entries.append((found?.offset ?? Int.max, entry))
        }
        // Dictionaries forget the order: restore the file's, with unlocated keys last by name.
        entries.sort { ($0.offset, $0.entry.key) < ($1.offset, $1.entry.key) }
        return ConfigurationDocument(entries: entries.map(\.entry))
    }

    private static func convert(_ value: Any, key: String, at position: ConfigurationPosition) throws(ConfigurationFileError) -> ConfigurationValue {
        if let array = value as? [Any] {
            var items: [ConfigurationScalar] = []
            for element in array {
                guard let item = scalar(element, at: position) else {
                    throw ConfigurationFileError("'\(key)' must be a list of strings, not a nested list or object", line: position.line, column: position.column)
                }
                items.append(item)
            }
            return .sequence(items, at: position)
        }
        guard let item = scalar(value, at: position) else {
            throw ConfigurationFileError("'\(key)' cannot be a nested object", line: position.line, column: position.column)
        }
        return .scalar(item)
    }

    private static func scalar(_ value: Any, at position: ConfigurationPosition) -> ConfigurationScalar? {
        switch value {
        case let text as String:
            return ConfigurationScalar(text: text, kind: .string, position: position)
        case is NSNull:
            return ConfigurationScalar(text: "null", kind: .null, position: position)
        case let number as NSNumber:
            // A JSON boolean is an NSNumber too; only its class tells it apart from 0 and 1.
            if type(of: number) == type(of: NSNumber(value: true)) {
                return ConfigurationScalar(text: number.boolValue ? "true" : "false", kind: .boolean(number.boolValue), position: position)
            }
            return ConfigurationScalar(text: number.stringValue, kind: .number, position: position)
        default:
            return nil
        }
    }
}
