/// Swift source for a type, as the generator writes it.
extension TypeExpression {
    /// The type as a property or return type: `@escaping` dropped.
    public var swiftSource: String { render(escaping: false) }

    /// The type as a function parameter: closures (not optional ones) get `@escaping`.
    public var parameterSource: String { render(escaping: true) }

    private func render(escaping: Bool) -> String {
        switch self {
        case let .nominal(components):
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.swiftSource).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case let .optional(wrapped):
            return wrapped.wrappedForPostfix + "?"
        case let .implicitlyUnwrappedOptional(wrapped):
            return wrapped.wrappedForPostfix + (escaping ? "?" : "!")
        case let .array(element):
            return "[" + element.swiftSource + "]"
        case let .dictionary(key, value):
            return "[" + key.swiftSource + ": " + value.swiftSource + "]"
        case let .tuple(elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.swiftSource }.joined(separator: ", ") + ")"
        case let .function(function):
            var attributes = function.attributes.filter { $0 != "escaping" }
            if escaping { attributes.insert("escaping", at: 0) }
            let prefix = attributes.map { "@" + $0 + " " }.joined()
            let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
            let parameters = function.parameters.map(\.parameterSource).joined(separator: ", ")
            return prefix + "(" + parameters + ")" + effects + " -> " + function.result.swiftSource
        case let .composition(parts):
            return parts.map(\.swiftSource).joined(separator: " & ")
        case let .existential(wrapped):
            return "any " + wrapped.swiftSource
        case let .opaque(wrapped):
            return "some " + wrapped.swiftSource
        }
    }

    /// Postfix `?` binds tighter than `->`, `&`, `any`: those need parentheses.
    private var wrappedForPostfix: String {
        switch self {
        case .function, .composition, .existential, .opaque: "(" + swiftSource + ")"
        default: swiftSource
        }
    }

    /// Identifier characters of the type's source, in order (`Cache<Int>` → `CacheInt`).
    public var identifierFragment: String {
        String(swiftSource.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            .map(Character.init))
    }
}
