import WeaverCore
/// Reads a parsed summary (any layout of valid JSON) through its records' field lists
/// (`SummaryFields.swift`), failing at the first field that is missing or of the wrong kind, named
/// (`'line' is missing or not a whole number`).
struct SummaryReader: SavedValueVisitor {
    /// The value being read.
    private var node: JSONNode?
    /// The members of the object whose fields are being read.
    private var members: [String: JSONNode] = [:]

    /// The summary in `root`, after its format and writer are checked: a summary of another
    /// version says so rather than what field it lacks.
    static func summary(in root: JSONNode) throws(SummaryReadError) -> ModuleSummary {
        guard case let .object(list) = root.content else { throw SummaryReadError(module: nil, problem: "the summary is not an object") }
        var reader = SummaryReader()
        for member in list { reader.members[member.key] = member.value }
        let module: String? = if case let .string(name)? = reader.members["module"]?.content { name } else { nil }
        func error(_ problem: String) -> SummaryReadError { SummaryReadError(module: module, problem: problem) }
        guard case let .number(text)? = reader.members["weaverModuleSummary"]?.content, let version = Int(text) else {
            throw error("'weaverModuleSummary' is missing or not a whole number")
        }
        guard version == ModuleSummary.schemaVersion else {
            throw error("it has format \(version), and this weaver reads format \(ModuleSummary.schemaVersion)")
        }
        if case let .string(writer)? = reader.members["weaverVersion"]?.content, writer != WeaverVersion.current {
            throw error("it was written by weaver \(writer), and this is weaver \(WeaverVersion.current)")
        }
        var summary = ModuleSummary.blank
        do {
            try summary.fields(&reader)
        } catch {
            throw SummaryReadError(module: module, problem: (error as? SavedValueError)?.message ?? "\(error)")
        }
        return summary
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        node = members["\(key)"]
        if node == nil, traits.contains(.omittedWhenBlank) { return value = Value.blank }
        do {
            try value.visit(&self)
        } catch {
            throw SavedValueError.naming(key, in: error)
        }
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        guard case let .object(list)? = node?.content else { throw SavedValueError(problem: "is missing or not an object") }
        let outer = members
        defer { members = outer }
        members = [:]
        for member in list { members[member.key] = member.value }
        try value.fields(&self)
        try value.checkRead()
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        if case .null? = node?.content { return value = nil }
        var wrapped = Wrapped.blank
        try wrapped.visit(&self)
        value = wrapped
    }

    mutating func array<Element: SavedValue>(_ elements: inout [Element]) throws {
        guard case let .array(nodes)? = node?.content else { throw SavedValueError(problem: "is missing or not a list") }
        elements = []
        elements.reserveCapacity(nodes.count)
        for element in nodes {
            node = element
            var value = Element.blank
            try value.visit(&self)
            elements.append(value)
        }
    }

    mutating func string(_ value: inout String) throws {
        guard case let .string(text)? = node?.content else { throw SavedValueError(problem: "is missing or not a string") }
        value = text
    }

    mutating func integer(_ value: inout Int) throws {
        guard case let .number(text)? = node?.content, let number = Int(text) else {
            throw SavedValueError(problem: "is missing or not a whole number")
        }
        value = number
    }

    mutating func bool(_ value: inout Bool) throws {
        guard case let .boolean(flag)? = node?.content else { throw SavedValueError(problem: "is missing or not true or false") }
        value = flag
    }

    mutating func location(_ value: inout SourceLocation) throws {
        var location = SummaryLocation.blank
        try location.visit(&self)
        value = SourceLocation(file: location.file, line: location.line, column: location.column)
    }
}
