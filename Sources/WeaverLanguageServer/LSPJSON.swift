import WeaverKit
import WeaverCore
/// Reading the parts of a JSON-RPC message the server needs, from the strict parser the
/// configuration file uses (depth-bounded, every input either parses or is refused).
extension JSONNode {
    static func parseMessage(_ bytes: [UInt8]) -> JSONNode? {
        try? JSONConfigurationParser.parse(bytes)
    }

    subscript(key: String) -> JSONNode? {
        guard case let .object(members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    var string: String? {
        if case let .string(value) = content { return value }
        return nil
    }

    /// An integer written without a fraction or exponent that fits an `Int`.
    var integer: Int? {
        if case let .number(text) = content { return Int(text) }
        return nil
    }

    /// An LSP `Position` (`{"line": …, "character": …}`), each number clamped to 0…2³¹−1 as the
    /// protocol's `uinteger`: a client's -1 or 2⁶³−1 must not overflow the arithmetic done with it.
    var editorPosition: (line: Int, character: Int)? {
        guard let line = self["line"]?.integer, let character = self["character"]?.integer else { return nil }
        return (min(max(line, 0), Int(Int32.max)), min(max(character, 0), Int(Int32.max)))
    }

    var boolean: Bool? {
        if case let .boolean(value) = content { return value }
        return nil
    }

    var array: [JSONNode]? {
        if case let .array(items) = content { return items }
        return nil
    }

    var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// The node again as a value to write: a request id is echoed as it came (a number or a string).
    var value: JSONValue {
        switch content {
        case let .object(members): .object(members.map { ($0.key, $0.value.value) })
        case let .array(items): .array(items.map(\.value))
        case let .string(text): .string(text)
        case let .number(text): .number(text)
        case let .boolean(flag): .bool(flag)
        case .null: .null
        }
    }
}
