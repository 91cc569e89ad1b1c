/// A parsed Swift type (docs/annotations.md). Depth is bounded by the parser, so recursion over it is safe.
public indirect enum TypeExpression: Sendable, Hashable {
    case nominal([TypeComponent])
    case optional(TypeExpression)
    case implicitlyUnwrappedOptional(TypeExpression)
    case array(TypeExpression)
    case dictionary(key: TypeExpression, value: TypeExpression)
    case tuple([TupleElement])
    case function(FunctionType)
    case composition([TypeExpression])
    /// `any P`.
    case existential(TypeExpression)
    /// `some P`: parsed so that it can be rejected with a suggestion.
    case opaque(TypeExpression)
}

/// One dotted component of a nominal type: `Array<Int>` in `Swift.Array<Int>`.
public struct TypeComponent: Sendable, Hashable {
    public var name: String
    public var arguments: [TypeExpression]

    public init(name: String, arguments: [TypeExpression] = []) {
        self.name = name
        self.arguments = arguments
    }
}

public struct TupleElement: Sendable, Hashable {
    public var label: String?
    public var type: TypeExpression

    package init(label: String? = nil, type: TypeExpression) {
        self.label = label
        self.type = type
    }
}

public struct FunctionType: Sendable, Hashable {
    /// `@escaping`, `@Sendable`, `@MainActor`… as written, without `@`.
    public var attributes: [String]
    public var parameters: [TypeExpression]
    public var isAsync: Bool
    public var isThrowing: Bool
    public var result: TypeExpression

    package init(attributes: [String], parameters: [TypeExpression], isAsync: Bool, isThrowing: Bool, result: TypeExpression) {
        self.attributes = attributes
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.result = result
    }
}

extension TypeExpression {
    public static func named(_ name: String) -> TypeExpression { .nominal([TypeComponent(name: name)]) }

    /// The dotted path of a nominal type without generic arguments (`Catalog.Index`).
    public var nominalPath: String? {
        guard case let .nominal(components) = self else { return nil }
        if components.count == 1 { return components[0].name }
        return components.map(\.name).joined(separator: ".")
    }

    /// The generic arguments of the last component of a nominal type.
    public var genericArguments: [TypeExpression] {
        guard case let .nominal(components) = self else { return [] }
        return components.last?.arguments ?? []
    }

    /// `T` for `T?`, `T!` or `Optional<T>` (also `any T?`, which Swift reads as `(any T)?`), the
    /// type itself otherwise.
    public var unwrappingOptional: TypeExpression {
        switch self {
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped):
            if case let .existential(inner) = wrapped { return inner }
            return wrapped
        case let .existential(inner): return inner.unwrappingOptional
        case .nominal:
            return optionalSpelledOut.map { TypeExpression.optional($0).unwrappingOptional } ?? self
        default: return self
        }
    }

    /// Whether Swift reads the type as an optional: `T?`, `T!`, `Optional<T>`, `any P?`.
    public var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrappedOptional: true
        case let .existential(inner): inner.isOptional
        case .nominal: optionalSpelledOut != nil
        default: false
        }
    }

    /// `T` of `Optional<T>` or `Swift.Optional<T>`.
    private var optionalSpelledOut: TypeExpression? {
        guard case let .nominal(components) = self, let last = components.last, last.name == "Optional", last.arguments.count == 1,
              components.count == 1 || (components.count == 2 && components[0].name == "Swift" && components[0].arguments.isEmpty) else { return nil }
        return last.arguments[0]
    }

    /// `T!`.
    public var isImplicitlyUnwrapped: Bool {
        if case .implicitlyUnwrappedOptional = self { return true }
        return false
    }

    /// True for a closure type, also behind `Optional`.
    public var isFunction: Bool {
        switch self {
        case .function: true
        default: false
        }
    }

    /// Every nominal name mentioned anywhere in the type (first component of each path).
    public var mentionedNames: Set<String> {
        var names = Set<String>()
        var pending = [self]
        while let type = pending.popLast() {
            switch type {
            case let .nominal(components):
                if let first = components.first { names.insert(first.name) }
                pending.append(contentsOf: components.flatMap(\.arguments))
            case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped), let .array(wrapped),
                 let .existential(wrapped), let .opaque(wrapped):
                pending.append(wrapped)
            case let .dictionary(key, value):
                pending.append(contentsOf: [key, value])
            case let .tuple(elements):
                pending.append(contentsOf: elements.map(\.type))
            case let .function(function):
                pending.append(contentsOf: function.parameters + [function.result])
            case let .composition(parts):
                pending.append(contentsOf: parts)
            }
        }
        return names
    }
}
