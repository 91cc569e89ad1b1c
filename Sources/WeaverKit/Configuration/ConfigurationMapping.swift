import WeaverCore
/// A nested mapping of a configuration file (a rule, a launch budget), read key by key: a key it
/// does not know is an error with the closest spelling, like every top-level key, and a value of
/// the wrong type names its key. Every error is at the line and column it concerns.
struct ConfigurationMapping {
    let entries: [ConfigurationEntry]
    let position: ConfigurationPosition

    /// `value` as a mapping; `what` names it in the error otherwise ("a rule").
    init(_ value: ConfigurationValue, what: String) throws(ConfigurationFileError) {
        guard case .mapping(let entries, let position) = value else {
            throw Self.error("\(what) must be a mapping of keys and values, not \(value.shape)", at: value.position)
        }
        self.entries = entries
        self.position = position
    }

    /// Throws at the first key not among `known`, with the closest spelling; `what` says whose keys
    /// they are ("a budget has 'instances' and 'depth'").
    func requireKnownKeys(_ known: [String], what: String) throws(ConfigurationFileError) {
        for entry in entries where !known.contains(entry.key) {
            throw Self.error("unknown key '\(entry.key)' (\(what))\(ClosestMatch.hint(for: entry.key, among: known))", at: entry.keyPosition)
        }
    }

    func entry(_ key: String) -> ConfigurationEntry? { entries.first { $0.key == key } }

    func string(_ key: String) throws(ConfigurationFileError) -> String? {
        guard let entry = entry(key) else { return nil }
        return try ConfigurationValueReader(key: key, value: entry.value).string()
    }

    func boolean(_ key: String) throws(ConfigurationFileError) -> Bool? {
        guard let entry = entry(key) else { return nil }
        return try ConfigurationValueReader(key: key, value: entry.value).boolean()
    }

    /// A string or a list of strings.
    func strings(_ key: String) throws(ConfigurationFileError) -> [String]? {
        guard let entry = entry(key) else { return nil }
        return try ConfigurationValueReader(key: key, value: entry.value).list()
    }

    func count(_ key: String) throws(ConfigurationFileError) -> Int? {
        guard let entry = entry(key) else { return nil }
        return try ConfigurationValueReader(key: key, value: entry.value).count()
    }

    static func error(_ message: String, at position: ConfigurationPosition) -> ConfigurationFileError {
        ConfigurationFileError(message, line: position.line, column: position.column)
    }
}

extension ConfigurationValueReader {
    /// A whole number, 0 or more: YAML writes it plain, JSON as a number.
    func count() throws(ConfigurationFileError) -> Int {
        guard case .scalar(let scalar) = value, scalar.kind == .string || scalar.kind == .number, let number = Int(scalar.text) else {
            throw ConfigurationMapping.error("'\(key)' must be a whole number", at: value.position)
        }
        guard number >= 0 else { throw ConfigurationMapping.error("'\(key)' must be 0 or more, not \(number)", at: value.position) }
        return number
    }
}
