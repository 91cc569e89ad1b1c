/// Swift source for a type, as the generator writes it.
extension TypeExpression {
    /// The type as a property or return type: `@escaping` dropped.
    public var swiftSource: String {
        var source = ""
        render(escaping: false, into: &source)
        return source
    }

    /// The type as a generic argument or a closure's result (`WeaverProvider<T?>`, `() -> T?`):
    /// Swift allows `T!` only as the type of a declaration, so an implicitly unwrapped optional is
    /// written as the optional it is.
    public var genericArgumentSource: String {
        guard case let .implicitlyUnwrappedOptional(wrapped) = self else { return swiftSource }
        return TypeExpression.optional(wrapped).swiftSource
    }

    /// The type as a function parameter: closures (not optional ones) get `@escaping`.
    public var parameterSource: String {
        var source = ""
        render(escaping: true, into: &source)
        return source
    }

    // Appends into one buffer: the generator renders every type of the graph several times, and
    // building each part as its own String and joining them would cost every run.
    private func render(escaping: Bool, into source: inout String) {
        switch self {
        case let .nominal(components):
            for (index, component) in components.enumerated() {
                if index > 0 { source += "." }
                source += component.name
                guard !component.arguments.isEmpty else { continue }
                source += "<"
                Self.renderList(component.arguments, separator: ", ", escaping: false, into: &source)
                source += ">"
            }
        case let .optional(wrapped):
            wrapped.renderWrappedForPostfix(into: &source)
            source += "?"
        case let .implicitlyUnwrappedOptional(wrapped):
            wrapped.renderWrappedForPostfix(into: &source)
            source += escaping ? "?" : "!"
        case let .array(element):
            source += "["
            element.render(escaping: false, into: &source)
            source += "]"
        case let .dictionary(key, value):
            source += "["
            key.render(escaping: false, into: &source)
            source += ": "
            value.render(escaping: false, into: &source)
            source += "]"
        case let .tuple(elements):
            source += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { source += ", " }
                if let label = element.label {
                    source += label
                    source += ": "
                }
                element.type.render(escaping: false, into: &source)
            }
            source += ")"
        case let .function(function):
            if escaping { source += "@escaping " }
            for attribute in function.attributes where attribute != "escaping" {
                source += "@"
                source += attribute
                source += " "
            }
            source += "("
            Self.renderList(function.parameters, separator: ", ", escaping: true, into: &source)
            source += ")"
            if function.isAsync { source += " async" }
            if function.isThrowing { source += " throws" }
            source += " -> "
            function.result.render(escaping: false, into: &source)
        case let .composition(parts):
            Self.renderList(parts, separator: " & ", escaping: false, into: &source)
        case let .existential(wrapped):
            source += "any "
            wrapped.render(escaping: false, into: &source)
        case let .opaque(wrapped):
            source += "some "
            wrapped.render(escaping: false, into: &source)
        }
    }

    private static func renderList(_ types: [TypeExpression], separator: String, escaping: Bool, into source: inout String) {
        for (index, type) in types.enumerated() {
            if index > 0 { source += separator }
            type.render(escaping: escaping, into: &source)
        }
    }

    /// Postfix `?` binds tighter than `->`, `&`, `any`: those need parentheses.
    private func renderWrappedForPostfix(into source: inout String) {
        switch self {
        case .function, .composition, .existential, .opaque:
            source += "("
            render(escaping: false, into: &source)
            source += ")"
        default:
            render(escaping: false, into: &source)
        }
    }

    /// Identifier characters of the type's source, in order (`Cache<Int>` → `CacheInt`).
    public var identifierFragment: String {
        String(swiftSource.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
            .map(Character.init))
    }
}
