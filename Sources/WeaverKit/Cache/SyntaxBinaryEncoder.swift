import WeaverCore
/// The cache's encoding of one file's parse result (`FileSyntax`): fields in declaration order,
/// integers as LEB128 varints, strings length-prefixed, and locations in the file's own path
/// stored without it. Not JSON through `Codable`, which is slow enough to weigh on a cold run and
/// to be much of a run with one edited file.
///
/// `SyntaxBinaryDecoder` reads the fields back in the same order. A change to any of these types
/// must change both and bump `ScanCache.format`; `SyntaxBinaryCodingTests` round-trips every
/// fixture to catch a missed field.
struct SyntaxBinaryEncoder {
    private(set) var bytes: [UInt8] = []
    private let file: String
    private let includesLocations: Bool

    static func encode(_ syntax: FileSyntax) -> [UInt8] {
        encode(syntax, includingLocations: true)
    }

    /// Everything but where things are: two parse results with the same shape link to the same
    /// graph and generate the same code, so only their diagnostics can differ. The one kind of
    /// location the generator writes is kept: the line of a builder and of a registration exposed
    /// as another type, which a compiler check names (`CompilerCheck`). Never decoded.
    static func shape(of syntax: FileSyntax) -> [UInt8] {
        encode(syntax, includingLocations: false)
    }

    private static func encode(_ syntax: FileSyntax, includingLocations: Bool) -> [UInt8] {
        var encoder = SyntaxBinaryEncoder(file: syntax.path, includesLocations: includingLocations)
        encoder.bytes.reserveCapacity(1024)
        encoder.fileSyntax(syntax)
        return encoder.bytes
    }

    private init(file: String, includesLocations: Bool) {
        self.file = file
        self.includesLocations = includesLocations
    }

    private mutating func fileSyntax(_ syntax: FileSyntax) {
        array(syntax.types) { $0.annotatedType($1) }
        array(syntax.declaredTypes) { encoder, declared in
            encoder.string(declared.path)
            encoder.string(declared.kind.rawValue)
            encoder.array(declared.inherited) { $0.string($1) }
            encoder.bool(declared.declaresInjectingInitializer)
            encoder.bool(declared.declaresPublicInitializer)
            encoder.integer(Int(declared.mockMember.rawValue))
        }
        array(syntax.imports) { $0.string($1) }
        array(syntax.importAnnotations) { $0.string($1) }
        array(syntax.diagnostics) { $0.diagnostic($1) }
    }

    private mutating func annotatedType(_ type: AnnotatedTypeSyntax) {
        string(type.path)
        string(type.kind.rawValue)
        string(type.accessLevel.rawValue)
        array(type.genericParameters) { $0.string($1) }
        string(type.inheritance)
        location(type.location)
        location(type.firstAnnotationLocation)
        array(type.dependencies) { $0.dependency($1) }
        bool(type.isIsolated)
        array(type.initializerLabels) { encoder, labels in encoder.array(labels) { $0.string($1) } }
        bool(type.declaresPublicInitializer)
        optional(type.selfBuildingResolverProperty) { $0.string($1) }
        array(type.conditions) { $0.branch($1) }
        string(type.genericClause)
        optional(type.mockLocation) { $0.location($1) }
        integer(Int(type.mockMember.rawValue))
        array(type.contributions) { $0.contribution($1) }
    }

    private mutating func contribution(_ contribution: ContributionSyntax) {
        string(contribution.collection)
        optional(contribution.key) { $0.string($1) }
        typeExpression(contribution.exposedType)
        integer(contribution.priority)
        array(contribution.after) { $0.string($1) }
        array(contribution.replaces) { $0.string($1) }
        optional(contribution.scope) { $0.string($1.rawValue) }
        location(contribution.location)
        array(contribution.conditions) { $0.branch($1) }
        // An element is exposed as its collection's type through a check at this line (`CompilerCheck`).
        if !includesLocations { checkedLine(contribution.location) }
    }

    private mutating func dependency(_ dependency: Dependency) {
        string(dependency.kind.rawValue)
        string(dependency.name)
        typeExpression(dependency.type)
        optional(dependency.abstractType) { $0.typeExpression($1) }
        location(dependency.location)
        optional(dependency.explicitScope) { $0.string($1.rawValue) }
        optional(dependency.scopeLocation) { $0.location($1) }
        optional(dependency.builder) { $0.string($1) }
        optional(dependency.builderLocation) { $0.location($1) }
        bool(dependency.isSetter)
        bool(dependency.isObjC)
        bool(dependency.ifAvailable)
        optional(dependency.escaping) { $0.bool($1) }
        optional(dependency.platforms) { encoder, platforms in encoder.array(platforms) { $0.string($1.rawValue) } }
        optional(dependency.projects) { encoder, projects in encoder.array(projects) { $0.string($1) } }
        optional(dependency.wrapper) { $0.integer($1.arity); $0.typeExpression($1.declaredType) }
        array(dependency.conditions) { $0.branch($1) }
        array(dependency.variants) { encoder, variant in
            encoder.array(variant.conditions) { $0.branch($1) }
            encoder.typeExpression(variant.type)
            encoder.optional(variant.builder) { $0.string($1) }
            encoder.location(variant.location)
            encoder.optional(variant.builderLocation) { $0.location($1) }
            if !encoder.includesLocations {
                encoder.checkedLine(variant.builder != nil ? variant.builderLocation : nil)
                encoder.checkedLine(dependency.abstractType != nil ? variant.location : nil)
            }
        }
        if !includesLocations {
            checkedLine(dependency.builder != nil ? dependency.builderLocation : nil)
            checkedLine(dependency.abstractType != nil ? dependency.location : nil)
        }
    }

    /// In a shape, the file and line a compiler check names, when it may name one.
    private mutating func checkedLine(_ location: SourceLocation?) {
        guard let location else { return }
        string(location.file == file ? "" : location.file)
        integer(location.line)
    }

    private mutating func branch(_ branch: ConditionalBranch) {
        integer(branch.block)
        integer(branch.branch)
        array(branch.conditions) { $0.string($1) }
    }

    /// Recursion is bounded: the type parser never builds a type deeper than its maximum depth.
    private mutating func typeExpression(_ type: TypeExpression) {
        switch type {
        case let .nominal(components):
            integer(TypeTag.nominal)
            array(components) { encoder, component in
                encoder.string(component.name)
                encoder.array(component.arguments) { $0.typeExpression($1) }
            }
        case let .optional(wrapped): integer(TypeTag.optional); typeExpression(wrapped)
        case let .implicitlyUnwrappedOptional(wrapped): integer(TypeTag.implicitlyUnwrapped); typeExpression(wrapped)
        case let .array(element): integer(TypeTag.array); typeExpression(element)
        case let .dictionary(key, value): integer(TypeTag.dictionary); typeExpression(key); typeExpression(value)
        case let .tuple(elements):
            integer(TypeTag.tuple)
            array(elements) { encoder, element in
                encoder.optional(element.label) { $0.string($1) }
                encoder.typeExpression(element.type)
            }
        case let .function(function):
            integer(TypeTag.function)
            array(function.attributes) { $0.string($1) }
            array(function.parameters) { $0.typeExpression($1) }
            bool(function.isAsync)
            bool(function.isThrowing)
            typeExpression(function.result)
        case let .composition(parts): integer(TypeTag.composition); array(parts) { $0.typeExpression($1) }
        case let .existential(wrapped): integer(TypeTag.existential); typeExpression(wrapped)
        case let .opaque(wrapped): integer(TypeTag.opaque); typeExpression(wrapped)
        }
    }

    private mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.severity.rawValue)
        string(diagnostic.code.rawValue)
        string(diagnostic.message)
        optional(diagnostic.location) { $0.location($1) }
        array(diagnostic.notes) { encoder, note in
            encoder.string(note.message)
            encoder.optional(note.location) { $0.location($1) }
        }
        array(diagnostic.fixes) { encoder, fix in
            encoder.string(fix.title)
            encoder.array(fix.edits) { encoder, edit in
                switch edit {
                case let .replaceWord(location, old, new):
                    encoder.bool(false)
                    encoder.location(location)
                    encoder.string(old)
                    encoder.string(new)
                case let .insertLines(location, lines, after):
                    encoder.bool(true)
                    encoder.location(location)
                    encoder.array(lines) { $0.string($1) }
                    encoder.bool(after)
                }
            }
        }
    }

    /// The file's own path, which nearly every location has, is written as an empty string.
    private mutating func location(_ location: SourceLocation) {
        guard includesLocations else { return }
        string(location.file == file ? "" : location.file)
        integer(location.line)
        integer(location.column)
    }

    // MARK: Primitives

    private mutating func integer(_ value: Int) {
        Varint.append(UInt64(bitPattern: Int64(value)), to: &bytes)
    }

    private mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    private mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    private mutating func array<Element>(_ elements: [Element], _ body: (inout SyntaxBinaryEncoder, Element) -> Void) {
        integer(elements.count)
        for element in elements { body(&self, element) }
    }

    private mutating func optional<Wrapped>(_ value: Wrapped?, _ body: (inout SyntaxBinaryEncoder, Wrapped) -> Void) {
        guard let value else { return bool(false) }
        bool(true)
        body(&self, value)
    }
}

/// The tag written before each `TypeExpression` case.
enum TypeTag {
    static let nominal = 0, optional = 1, implicitlyUnwrapped = 2, array = 3, dictionary = 4
    static let tuple = 5, function = 6, composition = 7, existential = 8, opaque = 9
}
