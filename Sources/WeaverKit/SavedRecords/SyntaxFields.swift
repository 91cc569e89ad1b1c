import WeaverCore

// The fields of what the scan cache saves of a file (`FileSyntax`), each record's once, in the
// order the cache writes them (`SyntaxBinaryEncoder`, `SyntaxBinaryDecoder`). The keys name the
// fields for `SavedFieldsTests`, which checks that each list holds every stored field.

extension FileSyntax: SavedRecord {
    static var blank: FileSyntax { FileSyntax(path: "") }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("path", &path, .cacheKey)
        try visitor.field("types", &types)
        try visitor.field("declaredTypes", &declaredTypes)
        try visitor.field("imports", &imports)
        try visitor.field("importAnnotations", &importAnnotations)
        try visitor.field("diagnostics", &diagnostics)
    }
}

extension DeclaredTypeSyntax: SavedRecord {
    static var blank: DeclaredTypeSyntax { DeclaredTypeSyntax(path: "", kind: .class) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("path", &path)
        try visitor.field("kind", &kind)
        try visitor.field("inherited", &inherited)
        try visitor.field("declaresInjectingInitializer", &declaresInjectingInitializer)
        try visitor.field("declaresPublicInitializer", &declaresPublicInitializer)
        try visitor.field("mockMember", &mockMember)
        try visitor.field("isPublic", &isPublic)
    }
}

extension AnnotatedTypeSyntax: SavedRecord {
    static var blank: AnnotatedTypeSyntax {
        AnnotatedTypeSyntax(path: "", kind: .class, accessLevel: .internal, genericParameters: [], inheritance: "", location: .blank,
                            firstAnnotationLocation: .blank, dependencies: [], isIsolated: false, initializerLabels: [])
    }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("path", &path)
        try visitor.field("kind", &kind)
        try visitor.field("accessLevel", &accessLevel)
        try visitor.field("genericParameters", &genericParameters)
        try visitor.field("inheritance", &inheritance)
        try visitor.field("location", &location)
        try visitor.field("firstAnnotationLocation", &firstAnnotationLocation)
        try visitor.field("dependencies", &dependencies)
        try visitor.field("isIsolated", &isIsolated)
        try visitor.field("initializerLabels", &initializerLabels)
        try visitor.field("declaresPublicInitializer", &declaresPublicInitializer)
        try visitor.field("selfBuildingResolverProperty", &selfBuildingResolverProperty)
        try visitor.field("conditions", &conditions)
        try visitor.field("genericClause", &genericClause)
        try visitor.field("mockLocation", &mockLocation)
        try visitor.field("mockMember", &mockMember)
        try visitor.field("contributions", &contributions)
    }
}

extension ContributionSyntax: SavedRecord {
    static var blank: ContributionSyntax { ContributionSyntax(collection: "", key: nil, exposedType: .blank, location: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("collection", &collection)
        try visitor.field("key", &key)
        try visitor.field("exposedType", &exposedType)
        try visitor.field("priority", &priority)
        try visitor.field("after", &after)
        try visitor.field("replaces", &replaces)
        try visitor.field("scope", &scope)
        try visitor.field("location", &location)
        try visitor.field("conditions", &conditions)
    }

    /// An element is exposed as its collection's type through a check at its line.
    var checkedLocations: [SourceLocation?] { [location] }
}

/// Its fields are a shared box's (`Dependency`), set through its properties, which copy the box
/// only when another value shares it.
extension Dependency: SavedRecord {
    static var blank: Dependency {
        Dependency(DependencyAnnotation(kind: .registration, name: "", type: .blank, location: .blank))
    }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("kind", &kind)
        try visitor.field("name", &name)
        try visitor.field("type", &type)
        try visitor.field("abstractType", &abstractType)
        try visitor.field("location", &location)
        try visitor.field("explicitScope", &explicitScope)
        try visitor.field("scopeLocation", &scopeLocation)
        try visitor.field("builder", &builder)
        try visitor.field("builderLocation", &builderLocation)
        try visitor.field("isSetter", &isSetter)
        try visitor.field("isObjC", &isObjC)
        try visitor.field("ifAvailable", &ifAvailable)
        try visitor.field("escaping", &escaping)
        try visitor.field("platforms", &platforms)
        try visitor.field("projects", &projects)
        try visitor.field("wrapper", &wrapper)
        try visitor.field("conditions", &conditions)
        try visitor.field("variants", &variants)
    }

    /// A builder's signature is checked at its line, and a registration exposed as another type
    /// at the declaration's, in each `#if` branch.
    var checkedLocations: [SourceLocation?] {
        var lines = [builder != nil ? builderLocation : nil, abstractType != nil ? location : nil]
        for variant in variants {
            lines += [variant.builder != nil ? variant.builderLocation : nil, abstractType != nil ? variant.location : nil]
        }
        return lines
    }
}

extension DependencyVariant: SavedRecord {
    static var blank: DependencyVariant { DependencyVariant(conditions: [], type: .blank, location: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("conditions", &conditions)
        try visitor.field("type", &type)
        try visitor.field("builder", &builder)
        try visitor.field("location", &location)
        try visitor.field("builderLocation", &builderLocation)
    }
}

extension WrapperStyle: SavedRecord {
    static var blank: WrapperStyle { WrapperStyle(arity: 0, declaredType: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("arity", &arity)
        try visitor.field("declaredType", &declaredType)
    }
}

extension ConditionalBranch: SavedRecord {
    static var blank: ConditionalBranch { ConditionalBranch(block: 0, branch: 0, conditions: []) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("block", &block)
        try visitor.field("branch", &branch)
        try visitor.field("conditions", &conditions)
    }
}

extension Diagnostic: SavedRecord {
    static var blank: Diagnostic { Diagnostic(.error, .blank, "", at: nil) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("severity", &severity)
        try visitor.field("code", &code)
        try visitor.field("message", &message)
        try visitor.field("location", &location)
        try visitor.field("notes", &notes)
        try visitor.field("fixes", &fixes)
        try visitor.field("rule", &rule)
    }
}

extension DiagnosticNote: SavedRecord {
    static var blank: DiagnosticNote { DiagnosticNote("") }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("message", &message)
        try visitor.field("location", &location)
    }
}

extension DiagnosticFix: SavedRecord {
    static var blank: DiagnosticFix { DiagnosticFix("", []) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("title", &title)
        try visitor.field("edits", &edits)
    }
}

/// Saved as whether it inserts lines, then its payload.
extension DiagnosticFix.Edit: SavedValue {
    static var blank: DiagnosticFix.Edit { .replaceWord(at: .blank, old: "", new: "") }

    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        var location: SourceLocation
        var insertsLines: Bool
        switch self {
        case let .replaceWord(at, _, _): (location, insertsLines) = (at, false)
        case let .insertLines(at, _, _): (location, insertsLines) = (at, true)
        }
        try insertsLines.visit(&visitor)
        try location.visit(&visitor)
        if insertsLines {
            var (lines, after): ([String], Bool) = if case let .insertLines(_, lines, after) = self { (lines, after) } else { ([], false) }
            try lines.visit(&visitor)
            try after.visit(&visitor)
            self = .insertLines(at: location, lines: lines, after: after)
        } else {
            var (old, new): (String, String) = if case let .replaceWord(_, old, new) = self { (old, new) } else { ("", "") }
            try old.visit(&visitor)
            try new.visit(&visitor)
            self = .replaceWord(at: location, old: old, new: new)
        }
    }
}

extension TypeComponent: SavedRecord {
    static var blank: TypeComponent { TypeComponent(name: "") }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("name", &name)
        try visitor.field("arguments", &arguments)
    }
}

extension TupleElement: SavedRecord {
    static var blank: TupleElement { TupleElement(type: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("label", &label)
        try visitor.field("type", &type)
    }
}

extension FunctionType: SavedRecord {
    static var blank: FunctionType { FunctionType(attributes: [], parameters: [], isAsync: false, isThrowing: false, result: .blank) }

    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        try visitor.field("attributes", &attributes)
        try visitor.field("parameters", &parameters)
        try visitor.field("isAsync", &isAsync)
        try visitor.field("isThrowing", &isThrowing)
        try visitor.field("result", &result)
    }
}

/// Saved as its case's tag (`TypeTag`), then the case's payload.
extension TypeExpression: SavedValue {
    /// Shared: a reader makes one blank per type it reads, and each case of an indirect
    /// enumeration is a heap box.
    private static let shared = TypeExpression.nominal([])
    static var blank: TypeExpression { shared }

    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        let current = self
        self = try visitor.nested { visitor in try Self.visited(current, &visitor) }
    }

    private static func visited<Visitor: SavedValueVisitor>(_ current: TypeExpression, _ visitor: inout Visitor) throws -> TypeExpression {
        var tag = current.tag
        try tag.visit(&visitor)
        func payload<Payload: SavedValue>(_ value: Payload?) throws -> Payload {
            var payload = value ?? Payload.blank
            try payload.visit(&visitor)
            return payload
        }
        switch tag {
        case TypeTag.nominal: return .nominal(try payload(current.components))
        case TypeTag.optional: return .optional(try payload(current.wrapped))
        case TypeTag.implicitlyUnwrapped: return .implicitlyUnwrappedOptional(try payload(current.wrapped))
        case TypeTag.array: return .array(try payload(current.wrapped))
        case TypeTag.dictionary:
            let (key, value): (TypeExpression?, TypeExpression?) = if case let .dictionary(key, value) = current { (key, value) } else { (nil, nil) }
            return .dictionary(key: try payload(key), value: try payload(value))
        case TypeTag.tuple: return .tuple(try payload(current.elements))
        case TypeTag.function: return .function(try payload(current.functionType))
        case TypeTag.composition: return .composition(try payload(current.parts))
        case TypeTag.existential: return .existential(try payload(current.wrapped))
        case TypeTag.opaque: return .opaque(try payload(current.wrapped))
        default: throw SavedValueError(problem: "has the unknown type tag \(tag)")
        }
    }

    private var tag: Int {
        switch self {
        case .nominal: TypeTag.nominal
        case .optional: TypeTag.optional
        case .implicitlyUnwrappedOptional: TypeTag.implicitlyUnwrapped
        case .array: TypeTag.array
        case .dictionary: TypeTag.dictionary
        case .tuple: TypeTag.tuple
        case .function: TypeTag.function
        case .composition: TypeTag.composition
        case .existential: TypeTag.existential
        case .opaque: TypeTag.opaque
        }
    }

    private var components: [TypeComponent]? { if case let .nominal(components) = self { components } else { nil } }
    private var elements: [TupleElement]? { if case let .tuple(elements) = self { elements } else { nil } }
    private var functionType: FunctionType? { if case let .function(function) = self { function } else { nil } }
    private var parts: [TypeExpression]? { if case let .composition(parts) = self { parts } else { nil } }

    /// The one type a wrapping case holds.
    private var wrapped: TypeExpression? {
        switch self {
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped), let .array(wrapped), let .existential(wrapped), let .opaque(wrapped):
            wrapped
        default: nil
        }
    }
}

/// The tag saved before each `TypeExpression` case.
enum TypeTag {
    static let nominal = 0, optional = 1, implicitlyUnwrapped = 2, array = 3, dictionary = 4
    static let tuple = 5, function = 6, composition = 7, existential = 8, opaque = 9
}

extension DeclarationKind: SavedEnum {}
extension AccessLevel: SavedEnum {}
extension DependencyKind: SavedEnum {}
extension Scope: SavedEnum {}
extension Platform: SavedEnum {}
extension Severity: SavedEnum {}
extension DiagnosticCode: SavedEnum {}
extension MockMember: SavedEnum {}
