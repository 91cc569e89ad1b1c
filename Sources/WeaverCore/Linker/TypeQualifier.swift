/// Rewrites type names written inside a type's body to their full paths, so that generated code
/// at file level names the same types (`Index` written in `Catalog` → `Catalog.Index`).
struct TypeQualifier {
    /// Every declared path (the kinds are not used here): the linker's table itself, since
    /// copying its keys, tens of thousands in a large project, into a set would cost linking.
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
    /// parameter of its owner (docs/annotations.md: one resolver is shared by every specialization).
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
        // Assigned only when qualifying changed something: a `Dependency` keeps its fields in a
        // shared box, and every assignment copied the box (most names need no qualifying).
        if let type = qualified(dependency.type, scopes: scopes) { dependency.type = type }
        if let abstract = dependency.abstractType, let type = qualified(abstract, scopes: scopes) { dependency.abstractType = type }
        if let wrapper = dependency.wrapper, let type = qualified(wrapper.declaredType, scopes: scopes) {
            dependency.wrapper = WrapperStyle(arity: wrapper.arity, declaredType: type)
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
        qualified(type, scopes: scopes) ?? type
    }

    /// The type with its names qualified, or nil when none needs it (the common case: no new
    /// value is built).
    private func qualified(_ type: TypeExpression, scopes: [String]) -> TypeExpression? {
        switch type {
        case let .nominal(written):
            let changed = written.mapArgumentsIfChanged { qualified($0, scopes: scopes) }
            if let last = written.last, nestedNames.contains(last.name), let path = type.nominalPath,
               let scope = scopes.first(where: { declaredPaths[$0 + "." + path] != nil }) {
                return .nominal(scope.split(separator: ".").map { TypeComponent(name: String($0)) } + (changed ?? written))
            }
            return changed.map { .nominal($0) }
        case let .optional(wrapped): return qualified(wrapped, scopes: scopes).map { .optional($0) }
        case let .implicitlyUnwrappedOptional(wrapped): return qualified(wrapped, scopes: scopes).map { .implicitlyUnwrappedOptional($0) }
        case let .array(element): return qualified(element, scopes: scopes).map { .array($0) }
        case let .dictionary(key, value):
            let (newKey, newValue) = (qualified(key, scopes: scopes), qualified(value, scopes: scopes))
            guard newKey != nil || newValue != nil else { return nil }
            return .dictionary(key: newKey ?? key, value: newValue ?? value)
        case let .tuple(elements):
            return elements.mapTypesIfChanged { qualified($0, scopes: scopes) }.map { .tuple($0) }
        case var .function(function):
            let (parameters, result) = (function.parameters.mapIfChanged { qualified($0, scopes: scopes) }, qualified(function.result, scopes: scopes))
            guard parameters != nil || result != nil else { return nil }
            function.parameters = parameters ?? function.parameters
            function.result = result ?? function.result
            return .function(function)
        case let .composition(parts): return parts.mapIfChanged { qualified($0, scopes: scopes) }.map { .composition($0) }
        case let .existential(wrapped): return qualified(wrapped, scopes: scopes).map { .existential($0) }
        case let .opaque(wrapped): return qualified(wrapped, scopes: scopes).map { .opaque($0) }
        }
    }
}
