import WeaverCore
/// A JSON document with ordered object keys, rendered compact or indented (docs/commands.md wants a
/// stable key order, which Foundation's encoders do not promise). Strings are escaped by `JSONText`.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number as it was written (a request id echoed back: `1.5`, `1e2`).
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they are written.
    case object([(String, JSONValue)])

    /// `.string(value)`, or `.null` when `value` is nil.
    static func nullable(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// `.array` of strings, or `.null` when `values` is nil.
    static func nullable(_ values: [String]?) -> JSONValue { values.map { .array($0.map(JSONValue.string)) } ?? .null }

    /// Compact (no whitespace at all) or pretty (two-space indentation, `": "` after keys).
    /// Neither form ends with a newline.
    package func rendered(pretty: Bool) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indentation: "")
        return output
    }

    // Recursion depth is the document's nesting, which the exporters fix at a handful of levels.
    private func write(to output: inout String, pretty: Bool, indentation: String) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .integer(value): output += String(value)
        case let .number(text): output += text
        case let .string(value): output += JSONText.string(value)
        case let .array(elements):
            writeContainer(elements, open: "[", close: "]", to: &output, pretty: pretty, indentation: indentation) { element, output, inner in
                element.write(to: &output, pretty: pretty, indentation: inner)
            }
        case let .object(fields):
            writeContainer(fields, open: "{", close: "}", to: &output, pretty: pretty, indentation: indentation) { field, output, inner in
                output += JSONText.string(field.0) + (pretty ? ": " : ":")
                field.1.write(to: &output, pretty: pretty, indentation: inner)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, pretty: Bool, indentation: String,
        writeElement: (Element, inout String, String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else { return output += close }
        let inner = indentation + "  "
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if pretty { output += "\n" + inner }
            writeElement(element, &output, inner)
        }
        if pretty { output += "\n" + indentation }
        output += close
    }
}
