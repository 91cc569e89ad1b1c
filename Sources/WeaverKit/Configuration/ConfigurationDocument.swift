import WeaverCore
/// A 1-based line and column (in UTF-8 bytes) inside a configuration file.
struct ConfigurationPosition: Sendable, Hashable {
    let line: Int
    let column: Int
}

/// One scalar of a configuration file, as written, with where it was written.
struct ConfigurationScalar: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case string
        case boolean(Bool)
        /// A JSON number; YAML plain scalars that look like numbers stay strings.
        case number
        /// `~`, `null` or nothing at all in YAML; `null` in JSON.
        case null
    }

    let text: String
    let kind: Kind
    let position: ConfigurationPosition
}

/// The value of one key: a scalar, a sequence or a mapping, which may nest (the `rules:` section,
/// docs/rules.md); the options of docs/commands.md take scalars and sequences of scalars.
indirect enum ConfigurationValue: Sendable, Equatable {
    case scalar(ConfigurationScalar)
    case sequence([ConfigurationValue], at: ConfigurationPosition)
    case mapping([ConfigurationEntry], at: ConfigurationPosition)

    var position: ConfigurationPosition {
        switch self {
        case .scalar(let scalar): scalar.position
        case .sequence(_, let position), .mapping(_, let position): position
        }
    }

    /// The scalar, when the value is one.
    var scalar: ConfigurationScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// What the value is, for an error saying what was expected instead.
    var shape: String {
        switch self {
        case .scalar: "a value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}

/// One `key: value` line (or JSON member) of a mapping.
struct ConfigurationEntry: Sendable, Equatable {
    let key: String
    let keyPosition: ConfigurationPosition
    let value: ConfigurationValue
}

/// A configuration file read into its top-level entries, in file order.
struct ConfigurationDocument: Sendable, Equatable {
    var entries: [ConfigurationEntry] = []
}

/// A problem at one position of a configuration file: text that is not well-formed YAML or JSON,
/// YAML this reader does not support, or a value of the wrong type for its key.
package struct ConfigurationFileError: Error, Sendable, Equatable {
    let message: String
    let position: ConfigurationPosition

    init(_ message: String, line: Int, column: Int) {
        self.message = message
        position = ConfigurationPosition(line: line, column: column)
    }
}

extension ConfigurationFileError {
    /// The problem as a configuration error at its place in `file` (as printed).
    func diagnostic(in file: String) -> Diagnostic {
        .error(.configuration, message, at: SourceLocation(file: file, line: position.line, column: position.column))
    }
}

extension ConfigurationDocument {
    /// Reads the file at `path` (absolute): JSON when it ends in `.json`, YAML otherwise. Every
    /// problem is a usage error naming `shown`, the path as printed; `what` names the file when it
    /// cannot be read ("configuration file").
    static func read(_ path: String, shown: String, what: String) throws(UsageError) -> ConfigurationDocument {
        guard let bytes = FileSystem.readRegularFile(path) else {
            throw UsageError(diagnostics: [.error(.io, "cannot read \(what) '\(shown)'\(FileSystem.notRegularReason(path))", at: nil)])
        }
        do {
            return path.hasSuffix(".json") ? try JSONConfigurationReader.read(bytes) : try YAMLReader.read(bytes)
        } catch {
            throw UsageError(diagnostics: [error.diagnostic(in: shown)])
        }
    }
}
