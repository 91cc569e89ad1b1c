import Foundation

/// A JSON Schema (draft 2020-12) validator for the subset `Schemas/weaver-graph.schema.json` uses:
/// `type` (a name or a list), `properties`, `required`, `additionalProperties` (false or a
/// schema), `items`, `enum`, `const`, `minimum`, and `$ref` to `#/$defs/…`. Any other keyword that
/// constrains values is reported, so the schema cannot quietly outgrow the checker.
struct SchemaChecker {
    /// Keywords that only describe; they never make a document invalid.
    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "$comment", "title", "description"]
    private static let supported: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const", "minimum", "$ref",
    ]

    let schema: JSONTree

    /// Every violation, as `path: problem` (`$.types[0].kind: …`); empty when the document is valid.
    func violations(of document: JSONTree) -> [String] {
        var violations: [String] = []
        check(document, against: schema, at: "$", into: &violations)
        return violations
    }

    private func check(_ value: JSONTree, against schema: JSONTree, at path: String, into violations: inout [String]) {
        guard case let .object(keywords) = schema else {
            if schema != .bool(true) { violations.append("\(path): schema is not an object") }
            return
        }
        for keyword in keywords.keys.sorted() where !Self.annotations.contains(keyword) && !Self.supported.contains(keyword) {
            violations.append("\(path): unsupported schema keyword '\(keyword)'")
        }
        if let reference = keywords["$ref"]?.stringValue {
            if let target = resolve(reference) {
                check(value, against: target, at: path, into: &violations)
            } else {
                violations.append("\(path): unresolvable $ref '\(reference)'")
            }
        }
        if let type = keywords["type"] {
            let allowed = Set(type.stringValue.map { [$0] } ?? type.elements.compactMap(\.stringValue))
            if allowed.isDisjoint(with: value.schemaTypes) {
                violations.append("\(path): expected \(allowed.sorted().joined(separator: " or ")), found \(value.schemaTypes.sorted().joined(separator: "/"))")
            }
        }
        if let choices = keywords["enum"], !choices.elements.contains(value) {
            violations.append("\(path): \(value) is not one of the allowed values")
        }
        if let constant = keywords["const"], constant != value {
            violations.append("\(path): expected the constant \(constant)")
        }
        if case let .number(minimum)? = keywords["minimum"], case let .number(number) = value, number < minimum {
            violations.append("\(path): \(number) is below the minimum \(minimum)")
        }
        if case let .object(fields) = value {
            checkObject(fields, keywords: keywords, at: path, into: &violations)
        }
        if case let .array(elements) = value, let items = keywords["items"] {
            for (index, element) in elements.enumerated() {
                check(element, against: items, at: "\(path)[\(index)]", into: &violations)
            }
        }
    }

    private func checkObject(_ fields: [String: JSONTree], keywords: [String: JSONTree], at path: String, into violations: inout [String]) {
        for required in keywords["required"]?.elements.compactMap(\.stringValue) ?? [] where fields[required] == nil {
            violations.append("\(path): missing required property '\(required)'")
        }
        let properties: [String: JSONTree]
        if case let .object(declared)? = keywords["properties"] { properties = declared } else { properties = [:] }
        for key in fields.keys.sorted() {
            if let property = properties[key] {
                check(fields[key]!, against: property, at: "\(path).\(key)", into: &violations)
            } else if keywords["additionalProperties"] == .bool(false) {
                violations.append("\(path): unexpected property '\(key)'")
            } else if let additional = keywords["additionalProperties"] {
                check(fields[key]!, against: additional, at: "\(path).\(key)", into: &violations)
            }
        }
    }

    /// `#/$defs/name` (or any `#/a/b` pointer into the root schema).
    private func resolve(_ reference: String) -> JSONTree? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONTree? = schema
        for component in reference.dropFirst(2).split(separator: "/") {
            node = node?[String(component).replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")]
        }
        return node
    }
}
