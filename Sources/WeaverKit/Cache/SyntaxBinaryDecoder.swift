import WeaverCore
/// Reads what `SyntaxBinaryEncoder` wrote, field for field. Never traps: truncated or corrupt
/// bytes, unknown enum values, absurd counts and type expressions nested deeper than the type
/// parser allows make `decode` return nil, and the cache then parses the file again.
struct SyntaxBinaryDecoder {
    private struct Corrupt: Error {}

    private let bytes: ArraySlice<UInt8>
    private var offset: Int
    private let file: String
    private var typeDepth = 0

    static func decode(_ bytes: ArraySlice<UInt8>, path: String) -> FileSyntax? {
        var decoder = SyntaxBinaryDecoder(bytes: bytes, file: path)
        guard let syntax = try? decoder.fileSyntax(), decoder.offset == bytes.endIndex else { return nil }
        return syntax
    }

    private init(bytes: ArraySlice<UInt8>, file: String) {
        self.bytes = bytes
        offset = bytes.startIndex
        self.file = file
    }

    private mutating func fileSyntax() throws -> FileSyntax {
        var syntax = FileSyntax(path: file)
        syntax.types = try array { try $0.annotatedType() }
        syntax.declaredTypes = try array { decoder in
            DeclaredTypeSyntax(path: try decoder.string(), kind: try decoder.raw(), inherited: try decoder.array { try $0.string() },
                               declaresInjectingInitializer: try decoder.bool(), declaresPublicInitializer: try decoder.bool(), mockMember: try decoder.mockMember())
        }
        syntax.imports = try array { try $0.string() }
        syntax.importAnnotations = try array { try $0.string() }
        syntax.diagnostics = try array { try $0.diagnostic() }
        return syntax
    }

    private mutating func annotatedType() throws -> AnnotatedTypeSyntax {
        AnnotatedTypeSyntax(
            path: try string(), kind: try raw(), accessLevel: try raw(), genericParameters: try array { try $0.string() },
            inheritance: try string(), location: try location(), firstAnnotationLocation: try location(),
            dependencies: try array { try $0.dependency() }, isIsolated: try bool(),
            initializerLabels: try array { decoder in try decoder.array { try $0.string() } },
            declaresPublicInitializer: try bool(),
            selfBuildingResolverProperty: try optional { try $0.string() },
            conditions: try array { try $0.branch() }, genericClause: try string(),
            mockLocation: try optional { try $0.location() }, mockMember: try mockMember(),
            contributions: try array { try $0.contribution() })
    }

    private mutating func contribution() throws -> ContributionSyntax {
        var contribution = ContributionSyntax(collection: try string(), key: try optional { try $0.string() },
                                              exposedType: try typeExpression(), location: SourceLocation(file: file, line: 0, column: 0))
        contribution.priority = try integer()
        contribution.after = try array { try $0.string() }
        contribution.replaces = try array { try $0.string() }
        contribution.scope = try optional { try $0.raw() }
        contribution.location = try location()
        contribution.conditions = try array { try $0.branch() }
        return contribution
    }

    private mutating func mockMember() throws -> MockMember {
        guard let member = MockMember(rawValue: UInt8(clamping: try integer())) else { throw Corrupt() }
        return member
    }

    private mutating func dependency() throws -> Dependency {
        let annotation = DependencyAnnotation(
            kind: try raw(), name: try string(), type: try typeExpression(),
            abstractType: try optional { try $0.typeExpression() }, location: try location(), wrapper: nil)
        var dependency = Dependency(annotation)
        dependency.explicitScope = try optional { try $0.raw() }
        dependency.scopeLocation = try optional { try $0.location() }
        dependency.builder = try optional { try $0.string() }
        dependency.builderLocation = try optional { try $0.location() }
        dependency.isSetter = try bool()
        dependency.isObjC = try bool()
        dependency.ifAvailable = try bool()
        dependency.escaping = try optional { try $0.bool() }
        dependency.platforms = try optional { decoder in try decoder.array { try $0.raw() } }
        dependency.projects = try optional { decoder in try decoder.array { try $0.string() } }
        dependency.wrapper = try optional { WrapperStyle(arity: try $0.integer(), declaredType: try $0.typeExpression()) }
        dependency.conditions = try array { try $0.branch() }
        dependency.variants = try array { decoder in
            DependencyVariant(
                conditions: try decoder.array { try $0.branch() }, type: try decoder.typeExpression(),
                builder: try decoder.optional { try $0.string() }, location: try decoder.location(),
                builderLocation: try decoder.optional { try $0.location() })
        }
        return dependency
    }

    private mutating func branch() throws -> ConditionalBranch {
        ConditionalBranch(block: try integer(), branch: try integer(), conditions: try array { try $0.string() })
    }

    private mutating func typeExpression() throws -> TypeExpression {
        typeDepth += 1
        defer { typeDepth -= 1 }
        // The parser bounds the levels it counts to `maximumDepth`; compositions add at most one
        // uncounted level to each, so four times that is more than any parsed type needs and
        // still far from the stack's limit.
        guard typeDepth <= TypeParser.maximumDepth * 4 else { throw Corrupt() }
        switch try integer() {
        case TypeTag.nominal:
            return .nominal(try array { TypeComponent(name: try $0.string(), arguments: try $0.array { try $0.typeExpression() }) })
        case TypeTag.optional: return .optional(try typeExpression())
        case TypeTag.implicitlyUnwrapped: return .implicitlyUnwrappedOptional(try typeExpression())
        case TypeTag.array: return .array(try typeExpression())
        case TypeTag.dictionary: return .dictionary(key: try typeExpression(), value: try typeExpression())
        case TypeTag.tuple:
            return .tuple(try array { TupleElement(label: try $0.optional { try $0.string() }, type: try $0.typeExpression()) })
        case TypeTag.function:
            return .function(FunctionType(
                attributes: try array { try $0.string() }, parameters: try array { try $0.typeExpression() },
                isAsync: try bool(), isThrowing: try bool(), result: try typeExpression()))
        case TypeTag.composition: return .composition(try array { try $0.typeExpression() })
        case TypeTag.existential: return .existential(try typeExpression())
        case TypeTag.opaque: return .opaque(try typeExpression())
        default: throw Corrupt()
        }
    }

    private mutating func diagnostic() throws -> Diagnostic {
        Diagnostic(
            try raw(), try raw(), try string(), at: try optional { try $0.location() },
            notes: try array { DiagnosticNote(try $0.string(), at: try $0.optional { try $0.location() }) },
            fixes: try array { DiagnosticFix(try $0.string(), try $0.array { try $0.fixEdit() }) })
    }

    private mutating func fixEdit() throws -> DiagnosticFix.Edit {
        if try bool() {
            return .insertLines(at: try location(), lines: try array { try $0.string() }, after: try bool())
        }
        return .replaceWord(at: try location(), old: try string(), new: try string())
    }

    private mutating func location() throws -> SourceLocation {
        let stored = try string()
        return SourceLocation(file: stored.isEmpty ? file : stored, line: try integer(), column: try integer())
    }

    // MARK: Primitives

    private mutating func byte() throws -> UInt8 {
        guard offset < bytes.endIndex else { throw Corrupt() }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func integer() throws -> Int {
        guard let value = try Varint.read({ try byte() }) else { throw Corrupt() }
        return Int(Int64(bitPattern: value))
    }

    private mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        default: throw Corrupt()
        }
    }

    private mutating func count() throws -> Int {
        let count = try integer()
        // Every element takes at least one byte, so a larger count cannot be genuine.
        guard count >= 0, count <= bytes.endIndex - offset else { throw Corrupt() }
        return count
    }

    private mutating func string() throws -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    private mutating func raw<Value: RawRepresentable>() throws -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw Corrupt() }
        return value
    }

    private mutating func array<Element>(_ element: (inout SyntaxBinaryDecoder) throws -> Element) throws -> [Element] {
        let count = try count()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try element(&self)) }
        return elements
    }

    private mutating func optional<Wrapped>(_ value: (inout SyntaxBinaryDecoder) throws -> Wrapped) throws -> Wrapped? {
        try bool() ? try value(&self) : nil
    }
}
