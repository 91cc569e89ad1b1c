/// Structural comparison of types (docs/annotations.md): `[T]` = `Array<T>`, `T?` = `Optional<T>` = `T!`,
/// `any P` = `P`, compositions unordered. Qualified names compare as written.
extension TypeExpression {
    public var normalized: TypeExpression { normalizedIfChanged ?? self }

    /// The normalized type, or nil when the type is normalized already: the linker normalizes
    /// every dependency's and need's type, most are plain names, and building an equal copy of
    /// each would cost linking for nothing.
    private var normalizedIfChanged: TypeExpression? {
        switch self {
        case let .nominal(components):
            let changed = components.mapArgumentsIfChanged(\.normalizedIfChanged)
            let normalizedComponents = changed ?? components
            if normalizedComponents.count == 1, let only = normalizedComponents.first {
                switch (only.name, only.arguments.count) {
                case ("Array", 1): return .array(only.arguments[0])
                case ("Optional", 1), ("ImplicitlyUnwrappedOptional", 1): return .optional(only.arguments[0])
                case ("Dictionary", 2): return .dictionary(key: only.arguments[0], value: only.arguments[1])
                default: break
                }
            }
            return changed.map { .nominal($0) }
        case let .optional(wrapped):
            return wrapped.normalizedIfChanged.map { .optional($0) }
        case let .implicitlyUnwrappedOptional(wrapped):
            return .optional(wrapped.normalized)
        case let .array(element):
            return element.normalizedIfChanged.map { .array($0) }
        case let .dictionary(key, value):
            let (newKey, newValue) = (key.normalizedIfChanged, value.normalizedIfChanged)
            guard newKey != nil || newValue != nil else { return nil }
            return .dictionary(key: newKey ?? key, value: newValue ?? value)
        case let .tuple(elements):
            if elements.count == 1, elements[0].label == nil { return elements[0].type.normalized }
            return elements.mapTypesIfChanged(\.normalizedIfChanged).map { .tuple($0) }
        case let .function(function):
            // `@escaping` says how a closure is passed, not what it is.
            let attributes = function.attributes.filter { $0 != "escaping" }.sorted()
            let parameters = function.parameters.mapIfChanged(\.normalizedIfChanged)
            let result = function.result.normalizedIfChanged
            guard attributes != function.attributes || parameters != nil || result != nil else { return nil }
            return .function(FunctionType(attributes: attributes, parameters: parameters ?? function.parameters,
                                          isAsync: function.isAsync, isThrowing: function.isThrowing,
                                          result: result ?? function.result))
        case let .composition(parts):
            let flattened = parts.flatMap { part -> [TypeExpression] in
                let normalized = part.normalized
                if case let .composition(inner) = normalized { return inner }
                return [normalized]
            }
            let unique = Array(Set(flattened)).sorted { $0.swiftSource < $1.swiftSource }
            let result: TypeExpression = unique.count == 1 ? unique[0] : .composition(unique)
            return result == self ? nil : result
        case let .existential(wrapped):
            return wrapped.normalized
        case let .opaque(wrapped):
            return wrapped.normalizedIfChanged.map { .opaque($0) }
        }
    }

    /// The components a composition stands for (a single type is one component), normalized.
    public var compositionComponents: Set<TypeExpression> {
        if case let .composition(parts) = normalized { return Set(parts) }
        return [normalized]
    }

    /// Type-compatible in the sense of docs/annotations.md: `provided` satisfies a reference of type `self`.
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
