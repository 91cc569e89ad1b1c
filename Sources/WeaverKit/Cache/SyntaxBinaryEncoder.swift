import WeaverCore
/// The cache's encoding of one file's parse result (`FileSyntax`): the fields each record lists
/// (`SyntaxFields.swift`) in their order, integers as LEB128 varints, strings length-prefixed, an
/// optional as a flag and its value, and locations in the file's own path stored without it. Not
/// JSON through `Codable`, which is slow enough to weigh on a cold run and to be much of a run
/// with one edited file. `SyntaxBinaryDecoder` reads the same list back; a change to it must bump
/// `ScanCache.format`.
struct SyntaxBinaryEncoder: SavedValueVisitor {
    private(set) var bytes: [UInt8] = []
    private let file: String
    private let includesLocations: Bool

    static func encode(_ syntax: FileSyntax) -> [UInt8] {
        encode(syntax, includingLocations: true)
    }

    /// Everything but where things are: two parse results with the same shape link to the same
    /// graph and generate the same code, so only their diagnostics can differ. The one kind of
    /// location the generator writes is kept: the lines a compiler check names
    /// (`SavedRecord.checkedLocations`). Never decoded.
    static func shape(of syntax: FileSyntax) -> [UInt8] {
        encode(syntax, includingLocations: false)
    }

    private static func encode(_ syntax: FileSyntax, includingLocations: Bool) -> [UInt8] {
        var encoder = SyntaxBinaryEncoder(file: syntax.path, includesLocations: includingLocations)
        encoder.bytes.reserveCapacity(1024)
        var syntax = syntax
        // Writing never throws: only a reader finds a value it cannot make.
        try! syntax.visit(&encoder)
        return encoder.bytes
    }

    private init(file: String, includesLocations: Bool) {
        self.file = file
        self.includesLocations = includesLocations
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        guard !traits.contains(.cacheKey) else { return }
        try value.visit(&self)
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        try value.fields(&self)
        guard !includesLocations else { return }
        for case let location? in value.checkedLocations {
            string(location.file == file ? "" : location.file)
            integer(location.line)
        }
    }

    /// The file's own path, which nearly every location has, is written as an empty string.
    mutating func location(_ location: inout SourceLocation) {
        guard includesLocations else { return }
        string(location.file == file ? "" : location.file)
        integer(location.line)
        integer(location.column)
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        guard var wrapped = value else { return bool(false) }
        bool(true)
        try wrapped.visit(&self)
    }

    mutating func array<Element: SavedValue>(_ elements: inout [Element]) throws {
        integer(elements.count)
        for var element in elements { try element.visit(&self) }
    }

    mutating func integer(_ value: inout Int) { integer(value) }
    mutating func bool(_ value: inout Bool) { bool(value) }
    mutating func string(_ value: inout String) { string(value) }

    // MARK: Bytes

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
}
