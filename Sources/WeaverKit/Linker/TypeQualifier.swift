/// Rewrites type names written inside a type's body to their full paths, so that generated code
/// at file level names the same types (`Index` written in `Catalog` → `Catalog.Index`).
struct TypeQualifier {
    /// Every declared path (the kinds are not used here): the linker's table itself, since
    /// copying its tens of thousands of keys into a set was a measured share of linking.
    let declaredPaths: [String: DeclarationKind]
    /// The last component of every nested declared path: a written name whose last component is
    /// not among them cannot name a nested type, so no scope needs to be tried (most names).
    private let nestedNames: Set<String>

    init(declaredPaths: [String: DeclarationKind]) {
        self.declaredPaths = declaredPaths
        var nestedNames = Set<String>()
        for path in declaredPaths.keys {
            guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }
            nestedNames.insert(String(path[path.index(after: dot)...]))
        }
        self.nestedNames = nestedNames
    }

    /// Qualifies the dependency's types; returns `invalid-type` when one mentions a generic
    /// parameter of its owner (SPEC §4.4: one resolver is shared by every specialization).
    func qualify(_ dependency: inout Dependency, owner: AnnotatedTypeSyntax) -> Diagnostic? {
        qualify(&dependency, owner: owner, scopes: enclosingScopes(of: owner.path))
    }

    /// `qualify(_:owner:)` with the owner's `enclosingScopes(of:)` worked out once for all its dependencies.
    func qualify(_ dependency: inout Dependency, owner: AnnotatedTypeSyntax, scopes: [String]) -> Diagnostic? {
        // Most types are not generic: no need to list the names each type mentions.
        if !owner.genericParameters.isEmpty {
            let generics = Set(owner.genericParameters)
            for type in [dependency.type] + (dependency.abstractType.map { [$0] } ?? []) + (dependency.wrapper.map { [$0.declaredType] } ?? []) {
                if let parameter = type.mentionedNames.intersection(generics).sorted().first {
                    return .error(.invalidType,
                                  "'\(dependency.name)' mentions '\(parameter)', a generic parameter of '\(owner.path)'; the resolver of a generic type is shared by all its specializations",
                                  at: dependency.location)
                }
            }
        }
        dependency.type = qualify(dependency.type, scopes: scopes)
        dependency.abstractType = dependency.abstractType.map { qualify($0, scopes: scopes) }
        if let wrapper = dependency.wrapper {
            dependency.wrapper = WrapperStyle(arity: wrapper.arity, declaredType: qualify(wrapper.declaredType, scopes: scopes))
        }
        return nil
    }

    /// `A.B.C` → `["A.B.C", "A.B", "A"]`: where Swift looks a name up from inside `A.B.C`.
    func enclosingScopes(of path: String) -> [String] {
        var scopes = [path]
        var current = Substring(path)
        // Searching the bytes for the dot: paths are ASCII-separated, and walking characters was slower.
        while let dot = current.utf8.lastIndex(of: UInt8(ascii: ".")) {
            current = current[..<dot]
            scopes.append(String(current))
        }
        return scopes
    }

    func qualify(_ type: TypeExpression, scopes: [String]) -> TypeExpression {
        switch type {
        case let .nominal(written):
            let hasArguments = written.contains { !$0.arguments.isEmpty }
            let components = hasArguments
                ? written.map { TypeComponent(name: $0.name, arguments: $0.arguments.map { qualify($0, scopes: scopes) }) }
                : written
            let path = type.nominalPath!
            if let last = written.last, nestedNames.contains(last.name),
               let scope = scopes.first(where: { declaredPaths[$0 + "." + path] != nil }) {
                let prefix = scope.split(separator: ".").map { TypeComponent(name: String($0)) }
                return .nominal(prefix + components)
            }
            // Unchanged, the common case: no new value to build.
            return hasArguments ? .nominal(components) : type
        case let .optional(wrapped): return .optional(qualify(wrapped, scopes: scopes))
        case let .implicitlyUnwrappedOptional(wrapped): return .implicitlyUnwrappedOptional(qualify(wrapped, scopes: scopes))
        case let .array(element): return .array(qualify(element, scopes: scopes))
        case let .dictionary(key, value): return .dictionary(key: qualify(key, scopes: scopes), value: qualify(value, scopes: scopes))
        case let .tuple(elements):
            return .tuple(elements.map { TupleElement(label: $0.label, type: qualify($0.type, scopes: scopes)) })
        case var .function(function):
            function.parameters = function.parameters.map { qualify($0, scopes: scopes) }
            function.result = qualify(function.result, scopes: scopes)
            return .function(function)
        case let .composition(parts): return .composition(parts.map { qualify($0, scopes: scopes) })
        case let .existential(wrapped): return .existential(qualify(wrapped, scopes: scopes))
        case let .opaque(wrapped): return .opaque(qualify(wrapped, scopes: scopes))
        }
    }
}
