import WeaverCore
/// Writes a summary as compact JSON from its records' field lists (`SummaryFields.swift`): keys in
/// the lists' order, an absent optional as `null`, a field marked `omittedWhenBlank` left out
/// while blank. Each record is hashed for the checksum as soon as it is written
/// (`SummaryChecksum.Sealer`), while its bytes are still in cache.
struct SummaryJSONWriter: SavedValueVisitor {
    private var json: CompactJSONWriter
    private var sealer = SummaryChecksum.Sealer()

    /// The file's bytes: `{"weaverModuleSummary":N,"checksum":"…",` the summary's fields `}` and a newline.
    static func bytes(of summary: ModuleSummary) -> [UInt8] {
        var writer = SummaryJSONWriter(json: CompactJSONWriter(capacity: 512 * summary.types.count + 128))
        writer.json.openObject()
        writer.json.key("weaverModuleSummary")
        writer.json.integer(ModuleSummary.schemaVersion)
        writer.sealer.writeBlankChecksum(&writer.json)
        var summary = summary
        // Writing never throws: only a reader finds a value it cannot make.
        try! summary.fields(&writer)
        writer.json.closeObject()
        writer.json.endLine()
        return writer.sealer.seal(&writer.json)
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        if traits.contains(.omittedWhenBlank), value == Value.blank { return }
        json.key(key)
        try value.visit(&self)
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        json.openObject()
        try value.fields(&self)
        json.closeObject()
        sealer.hashWritten(json)
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        guard var wrapped = value else { return json.null() }
        try wrapped.visit(&self)
    }

    mutating func array<Element: SavedValue>(_ elements: inout [Element]) throws {
        json.openArray()
        for var element in elements { try element.visit(&self) }
        json.closeArray()
    }

    mutating func string(_ value: inout String) { json.string(value) }
    mutating func integer(_ value: inout Int) { json.integer(value) }
    mutating func bool(_ value: inout Bool) { json.bool(value) }

    /// A summary's places are `SummaryLocation`s, relative to its module; a `SourceLocation` is
    /// written as one.
    mutating func location(_ value: inout SourceLocation) throws {
        var location = SummaryLocation(file: value.file, line: value.line, column: value.column)
        try location.visit(&self)
    }
}
