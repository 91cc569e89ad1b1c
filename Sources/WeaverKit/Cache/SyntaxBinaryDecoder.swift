import WeaverCore
/// Reads what `SyntaxBinaryEncoder` wrote, field for field, from the same lists. Never traps:
/// truncated or corrupt bytes, unknown enum values, absurd counts and type expressions nested
/// deeper than the type parser allows make `decode` return nil, and the cache then parses the
/// file again.
struct SyntaxBinaryDecoder: SavedValueVisitor {
    private struct Corrupt: Error {}

    private let bytes: ArraySlice<UInt8>
    private var offset: Int
    private let file: String
    private var depth = 0

    static func decode(_ bytes: ArraySlice<UInt8>, path: String) -> FileSyntax? {
        var decoder = SyntaxBinaryDecoder(bytes: bytes, file: path)
        var syntax = FileSyntax(path: path)
        guard (try? syntax.visit(&decoder)) != nil, decoder.offset == bytes.endIndex else { return nil }
        return syntax
    }

    private init(bytes: ArraySlice<UInt8>, file: String) {
        self.bytes = bytes
        offset = bytes.startIndex
        self.file = file
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        guard !traits.contains(.cacheKey) else { return }
        try value.visit(&self)
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        try value.fields(&self)
        try value.checkRead()
    }

    /// The parser bounds the levels of a type it counts to `maximumDepth`; compositions add at
    /// most one uncounted level to each, so four times that is more than any parsed type needs and
    /// still far from the stack's limit.
    mutating func nested<Result>(_ body: (inout SyntaxBinaryDecoder) throws -> Result) throws -> Result {
        depth += 1
        defer { depth -= 1 }
        guard depth <= TypeParser.maximumDepth * 4 else { throw Corrupt() }
        return try body(&self)
    }

    mutating func location(_ location: inout SourceLocation) throws {
        let stored = try string()
        location = SourceLocation(file: stored.isEmpty ? file : stored, line: try integer(), column: try integer())
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        guard try bool() else { return value = nil }
        var wrapped = Wrapped.blank
        try wrapped.visit(&self)
        value = wrapped
    }

    mutating func array<Element: SavedValue>(_ elements: inout [Element]) throws {
        let count = try count()
        elements = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            var element = Element.blank
            try element.visit(&self)
            elements.append(element)
        }
    }

    mutating func integer(_ value: inout Int) throws { value = try integer() }
    mutating func bool(_ value: inout Bool) throws { value = try bool() }
    mutating func string(_ value: inout String) throws { value = try string() }

    // MARK: Bytes

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
}
