import WeaverCore

/// A value the tool saves between runs or hands to other modules: the scan cache's parse results
/// (`SyntaxFields.swift`) and the module summary's records (`SummaryFields.swift`).
///
/// Each record states its fields once, in `fields(_:)`, and every format is a visitor of that
/// list: the cache's encoder and decoder (`SyntaxBinaryEncoder`, `SyntaxBinaryDecoder`), the
/// summary's writer and both its readers (`SummaryJSONWriter`, `SummaryReader`,
/// `SummaryStreamReader`). A writer visits a copy and reads each field; a reader visits `blank`
/// and sets each field as it reads it. So a field added to a record and to its list is saved and
/// read back by every format, and `SavedFieldsTests` fails for one added to the record only.
protocol SavedValue: Equatable {
    /// What a reader fills in; any value will do, every field is overwritten.
    static var blank: Self { get }
    /// Hands the value to `visitor`, as one of the kinds it knows or field by field.
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws
}

/// A struct saved as its fields.
protocol SavedRecord: SavedValue {
    /// Every stored field, in the order the formats write them, each with its key.
    mutating func fields<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws
    /// Throws `SavedValueError` when the fields read make no valid value.
    func checkRead() throws
    /// The locations a compiler check names (`CompilerCheck`): a file's shape, which has no
    /// locations, keeps their lines (`SyntaxBinaryEncoder.shape`).
    var checkedLocations: [SourceLocation?] { get }
}

extension SavedRecord {
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.record(&self) }
    func checkRead() throws {}
    var checkedLocations: [SourceLocation?] { [] }
}

/// An enumeration saved as its raw value.
protocol SavedEnum: SavedValue, RawRepresentable, CaseIterable where RawValue: SavedValue {}

extension SavedEnum {
    static var blank: Self { allCases[allCases.startIndex] }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.enumeration(&self) }
}

/// What a reader says of a value it cannot make: `'line' is missing or not a whole number`. The
/// innermost field the value is in names itself (`key`) on the way out.
struct SavedValueError: Error {
    var key: String?
    let problem: String

    init(key: String? = nil, problem: String) {
        self.key = key
        self.problem = problem
    }

    var message: String { key.map { "'\($0)' \(problem)" } ?? problem }

    /// `error` with `key` when it names none yet.
    static func naming(_ key: StaticString, in error: any Error) -> any Error {
        guard var error = error as? SavedValueError, error.key == nil else { return error }
        error.key = "\(key)"
        return error
    }
}

/// How a format treats a field beyond reading and writing it.
struct SavedFieldTraits: OptionSet {
    let rawValue: UInt8

    /// A JSON format leaves the key out while the value is `blank`, so that files written before
    /// the field existed keep their bytes.
    static let omittedWhenBlank = SavedFieldTraits(rawValue: 1 << 0)
    /// What a run that links a summary never reads: `SummaryStreamReader` skips it.
    static let notLinked = SavedFieldTraits(rawValue: 1 << 1)
    /// What a run reads only of the types it keeps (`SummaryStreamReader`).
    static let linkedWhenKept = SavedFieldTraits(rawValue: 1 << 2)
    /// The type's path: `SummaryStreamReader` keeps the type when the run registers it.
    static let keptPath = SavedFieldTraits(rawValue: 1 << 3)
    /// A type a summary builds for a collection: kept like a registered one.
    static let keptElement = SavedFieldTraits(rawValue: 1 << 4)
    /// The summary's module: registered names may carry it (`Module.Type`).
    static let moduleName = SavedFieldTraits(rawValue: 1 << 5)
    /// The scan cache's index holds it (a file's path): the entry itself does not.
    static let cacheKey = SavedFieldTraits(rawValue: 1 << 6)
}

/// A format: what it does with each kind of value. A writer reads the `inout` values; a reader
/// replaces them.
protocol SavedValueVisitor {
    mutating func string(_ value: inout String) throws
    mutating func integer(_ value: inout Int) throws
    mutating func bool(_ value: inout Bool) throws
    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws
    mutating func array<Element: SavedValue>(_ value: inout [Element]) throws
    /// Calls `value.fields(&self)`, and `value.checkRead()` after reading.
    mutating func record<Record: SavedRecord>(_ value: inout Record) throws
    mutating func location(_ value: inout SourceLocation) throws
    /// By default, as its raw value.
    mutating func enumeration<Value: SavedEnum>(_ value: inout Value) throws
    /// One field of the record being visited.
    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws
    /// One level of a recursive value (`TypeExpression`): a reader bounds the depth it reads.
    mutating func nested<Result>(_ body: (inout Self) throws -> Result) throws -> Result
}

extension SavedValueVisitor {
    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value) throws { try field(key, &value, []) }
    mutating func nested<Result>(_ body: (inout Self) throws -> Result) throws -> Result { try body(&self) }

    mutating func enumeration<Value: SavedEnum>(_ value: inout Value) throws {
        var raw = value.rawValue
        try raw.visit(&self)
        guard let read = Value(rawValue: raw) else { throw SavedValueError(problem: "has the unknown value '\(raw)'") }
        value = read
    }
}

extension String: SavedValue {
    static var blank: String { "" }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.string(&self) }
}

extension Int: SavedValue {
    static var blank: Int { 0 }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.integer(&self) }
}

extension UInt8: SavedValue {
    static var blank: UInt8 { 0 }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws {
        var value = Int(self)
        try visitor.integer(&value)
        guard let byte = UInt8(exactly: value) else { throw SavedValueError(problem: "is out of range") }
        self = byte
    }
}

extension Bool: SavedValue {
    static var blank: Bool { false }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.bool(&self) }
}

extension Optional: SavedValue where Wrapped: SavedValue {
    static var blank: Wrapped? { nil }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.optional(&self) }
}

extension Array: SavedValue where Element: SavedValue {
    static var blank: [Element] { [] }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.array(&self) }
}

extension SourceLocation: SavedValue {
    static var blank: SourceLocation { SourceLocation(file: "", line: 0, column: 0) }
    mutating func visit<Visitor: SavedValueVisitor>(_ visitor: inout Visitor) throws { try visitor.location(&self) }
}
