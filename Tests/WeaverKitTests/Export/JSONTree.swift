import Foundation

/// A parsed JSON document for tests. Decoded with `JSONDecoder`, which (unlike `JSONSerialization`
/// on Linux, where both become `NSNumber`) keeps `true` apart from `1`.
enum JSONTree: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTree])
    case object([String: JSONTree])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONTree].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONTree].self))
        }
    }

    static func parse(_ text: String) throws -> JSONTree {
        try JSONDecoder().decode(JSONTree.self, from: Data(text.utf8))
    }

    subscript(key: String) -> JSONTree? {
        guard case let .object(fields) = self else { return nil }
        return fields[key]
    }

    subscript(index: Int) -> JSONTree? {
        guard case let .array(elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    var elements: [JSONTree] {
        guard case let .array(elements) = self else { return [] }
        return elements
    }

    var stringValue: String? {
        guard case let .string(value) = self else { return nil }
        return value
    }

    /// The JSON Schema type names this value has (`integer` values are also `number`s).
    var schemaTypes: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case let .number(value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}
