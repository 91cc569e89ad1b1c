import WeaverCore
/// Reads the value of one key as the type the key needs, with an error naming the key otherwise.
struct ConfigurationValueReader {
    let key: String
    let value: ConfigurationValue

    func boolean() throws(ConfigurationFileError) -> Bool {
        guard case .scalar(let scalar) = value, case .boolean(let flag) = scalar.kind else {
            throw error("'\(key)' must be true or false", at: value.position)
        }
        return flag
    }

    func string() throws(ConfigurationFileError) -> String {
        guard case .scalar(let scalar) = value, scalar.kind == .string else {
            throw error("'\(key)' must be a string", at: value.position)
        }
        return scalar.text
    }

    /// A string naming a file or folder: an empty one is a mistake, not the file's own folder.
    func path() throws(ConfigurationFileError) -> String {
        let text = try string()
        if text.isEmpty { throw error("'\(key)' must not be empty", at: value.position) }
        if let problem = PathText.problem(with: text) { throw error("'\(key)': \(problem)", at: value.position) }
        return text
    }

    /// A list of strings; a single string is a list of one, and no value at all an empty list.
    func list(ofPaths: Bool = false) throws(ConfigurationFileError) -> [String] {
        let items: [ConfigurationValue]
        switch value {
        case .scalar(let scalar) where scalar.kind == .null: return []
        case .scalar: items = [value]
        case .sequence(let elements, _): items = elements
        case .mapping: throw error("'\(key)' must be a list of strings, not a mapping", at: value.position)
        }
        var texts: [String] = []
        for element in items {
            guard case .scalar(let item) = element, item.kind == .string else {
                throw error("'\(key)' must be a list of strings", at: element.position)
            }
            if ofPaths, item.text.isEmpty { throw error("'\(key)' must not hold an empty path", at: item.position) }
            if let problem = PathText.problem(with: item.text) { throw error("'\(key)': \(problem)", at: item.position) }
            texts.append(item.text)
        }
        return texts
    }

    private func error(_ message: String, at position: ConfigurationPosition) -> ConfigurationFileError {
        ConfigurationFileError(message, line: position.line, column: position.column)
    }
}
