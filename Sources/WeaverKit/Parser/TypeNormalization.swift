/// Structural comparison of types (SPEC §4.5): `[T]` = `Array<T>`, `T?` = `Optional<T>` = `T!`,
/// `any P` = `P`, compositions unordered. Qualified names compare as written.
extension TypeExpression {
    public var normalized: TypeExpression {
        switch self {
        case let .nominal(components):
            let normalizedComponents = components.map { TypeComponent(name: $0.name, arguments: $0.arguments.map(\.normalized)) }
            if normalizedComponents.count == 1, let only = normalizedComponents.first {
                switch (only.name, only.arguments.count) {
                case ("Array", 1): return .array(only.arguments[0])
                case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return .optional(only.arguments[0])
                case ("Dictionary", 2): return .dictionary(key: only.arguments[0], value: only.arguments[1])
                default: break
                }
            }
            return .nominal(normalizedComponents)
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped):
            return .optional(wrapped.normalized)
        case let .array(element):
            return .array(element.normalized)
        case let .dictionary(key, value):
            return .dictionary(key: key.normalized, value: value.normalized)
        case let .tuple(elements):
            if elements.count == 1, elements[0].label == nil { return elements[0].type.normalized }
            return .tuple(elements.map { TupleElement(label: $0.label, type: $0.type.normalized) })
        case let .function(function):
            // `@escaping` says how a closure is passed, not what it is.
            let attributes = function.attributes.filter { $0 != "escaping" }.sorted()
            return .function(FunctionType(
                attributes: attributes, parameters: function.parameters.map(\.normalized),
                isAsync: function.isAsync, isThrowing: function.isThrowing, result: function.result.normalized))
        case let .composition(parts):
            let flattened = parts.flatMap { part -> [TypeExpression] in
                if case let .composition(inner) = part.normalized { return inner }
                return [part.normalized]
            }
            let unique = Array(Set(flattened)).sorted { $0.swiftSource < $1.swiftSource }
            return unique.count == 1 ? unique[0] : .composition(unique)
        case let .existential(wrapped):
            return wrapped.normalized
        case let .opaque(wrapped):
            return .opaque(wrapped.normalized)
        }
    }

    /// The components a composition stands for (a single type is one component), normalized.
    public var compositionComponents: Set<TypeExpression> {
        if case let .composition(parts) = normalized { return Set(parts) }
        return [normalized]
    }

    /// Type-compatible in the sense of SPEC §4.5: `provided` satisfies a reference of type `self`.
    public func isSatisfied(by provided: TypeExpression) -> Bool {
        normalized.isSatisfied(byNormalized: provided.normalized)
    }

    /// `isSatisfied(by:)` for a wanted type (`self`) and a provided one that are both normalized
    /// already: the linker normalizes each once instead of at every comparison.
    func isSatisfied(byNormalized offered: TypeExpression) -> Bool {
        if self == offered { return true }
        guard case .composition = offered else { return false }
        return compositionComponents.isSubset(of: offered.compositionComponents)
    }
}
