@testable import WeaverCore
@testable import WeaverKit

/// Walks saved values and checks each record it meets against its field list: the list names
/// every stored field (by reflection), and changing any one listed field makes the record unequal
/// (`==`, which `Dependency` writes by hand). Collects what is wrong as `record.field: problem`.
struct SavedFieldAudit: LeafIgnoringVisitor {
    private(set) var problems: Set<String> = []
    /// Records checked, by type: each type's first few values are enough.
    private var checked: [String: Int] = [:]
    /// The keys each record type's list visits.
    private(set) var keys: [String: [String]] = [:]
    private var listing: [String] = []

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        let type = "\(Record.self)"
        let outer = listing
        listing = []
        try value.fields(&self)
        let listed = listing
        listing = outer
        keys[type] = listed
        guard checked[type, default: 0] < 20 else { return }
        checked[type, default: 0] += 1
        let stored = Self.storedFields(of: value)
        for missing in Set(stored).subtracting(listed) { problems.insert("\(type).\(missing): stored, but not in its field list") }
        for extra in Set(listed).subtracting(stored) { problems.insert("\(type).\(extra): listed, but not a stored field") }
        for (index, key) in listed.enumerated() {
            var changed = value
            var changer = FieldChanger(target: index)
            try changed.fields(&changer)
            if changed == value { problems.insert("\(type).\(key): a change to it leaves the record equal") }
        }
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        listing.append("\(key)")
        try value.visit(&self)
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        guard var wrapped = value else { return }
        try wrapped.visit(&self)
    }

    mutating func array<Element: SavedValue>(_ value: inout [Element]) throws {
        for var element in value { try element.visit(&self) }
    }


    /// The stored properties' names; a value whose one stored property is a class instance (a
    /// shared box, `Dependency`) has the box's.
    static func storedFields(of value: Any) -> [String] {
        let children = Array(Mirror(reflecting: value).children)
        if children.count == 1, Mirror(reflecting: children[0].value).displayStyle == .class {
            return storedFields(of: children[0].value)
        }
        return children.compactMap(\.label)
    }
}

/// Changes the field at `target` of the record it visits, and nothing else.
private struct FieldChanger: LeafIgnoringVisitor {
    let target: Int
    private var index = 0

    init(target: Int) { self.target = target }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        defer { index += 1 }
        guard index == target else { return }
        var changer = ValueChanger()
        try value.visit(&changer)
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws { try value.fields(&self) }
    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) {}
    mutating func array<Element: SavedValue>(_ value: inout [Element]) {}
}

/// Makes a value differ: the first field, element or leaf it meets changes, and nothing after it
/// (a type expression whose tag changes reads a blank payload, which must stay blank).
private struct ValueChanger: SavedValueVisitor {
    private var changed = false

    /// Runs `change` if nothing has changed yet.
    private mutating func once(_ change: () -> Void) {
        guard !changed else { return }
        change()
        changed = true
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        guard !changed else { return }
        var changer = FieldChanger(target: 0)
        try value.fields(&changer)
        changed = true
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        try value.visit(&self)
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) {
        once { value = value == nil ? Wrapped.blank : nil }
    }

    mutating func array<Element: SavedValue>(_ value: inout [Element]) {
        once { value.append(Element.blank) }
    }

    mutating func enumeration<Value: SavedEnum>(_ value: inout Value) {
        let current = value
        once { value = Value.allCases.first { $0 != current } ?? current }
    }

    mutating func string(_ value: inout String) { once { value += "~" } }
    mutating func integer(_ value: inout Int) { once { value += 1 } }
    mutating func bool(_ value: inout Bool) { once { value.toggle() } }
    mutating func location(_ value: inout SourceLocation) {
        once { value = SourceLocation(file: value.file, line: value.line + 1, column: value.column) }
    }
}

/// Walks the shape of a record type (one blank element of each list, a blank value of each
/// optional) beside a JSON schema's node for it, and collects where the two disagree: a key the
/// list has and the schema does not, or one the schema requires that the list may leave out.
struct SummarySchemaAudit: LeafIgnoringVisitor {
    private(set) var problems: [String] = []
    private let definitions: [String: JSONTree]
    private var node: JSONTree
    private var path = "summary"

    init(schema: JSONTree, skipping envelope: Set<String>) {
        definitions = if case let .object(definitions)? = schema["$defs"] { definitions } else { [:] }
        var root = schema
        if case var .object(members) = root, case var .object(properties)? = members["properties"] {
            for key in envelope { properties[key] = nil }
            members["properties"] = .object(properties)
            if case let .array(required)? = members["required"] {
                members["required"] = .array(required.filter { !envelope.contains($0.stringValue ?? "") })
            }
            root = .object(members)
        }
        node = root
    }

    private func resolved(_ node: JSONTree?) -> JSONTree? {
        guard let reference = node?["$ref"]?.stringValue else { return node }
        return definitions[String(reference.split(separator: "/").last ?? "")]
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        let here = node
        var keys: [String] = []
        var optionalKeys: Set<String> = []
        var lister = KeyLister()
        try value.fields(&lister)
        (keys, optionalKeys) = (lister.keys, lister.omitted)
        let properties: [String] = if case let .object(members)? = here["properties"] { Array(members.keys) } else { [] }
        let required = Set(here["required"]?.elements.compactMap(\.stringValue) ?? [])
        if Set(properties) != Set(keys) {
            problems.append("\(path): the schema lists \(properties.sorted()), the field list \(keys.sorted())")
        }
        if required != Set(keys).subtracting(optionalKeys) {
            problems.append("\(path): the schema requires \(required.sorted()), the field list always writes \(Set(keys).subtracting(optionalKeys).sorted())")
        }
        try value.fields(&self)
        node = here
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        let (outerNode, outerPath) = (node, path)
        defer { (node, path) = (outerNode, outerPath) }
        path += ".\(key)"
        guard let property = resolved(node["properties"]?["\(key)"]) else { return }
        node = property
        try value.visit(&self)
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        var wrapped = Wrapped.blank
        try wrapped.visit(&self)
    }

    mutating func array<Element: SavedValue>(_ value: inout [Element]) throws {
        guard let items = resolved(node["items"]) else { return problems.append("\(path): the schema has no items") }
        node = items
        var element = Element.blank
        try element.visit(&self)
    }

}

/// A record's keys, and those a JSON format may leave out.
private struct KeyLister: LeafIgnoringVisitor {
    var keys: [String] = []
    var omitted: Set<String> = []

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) {
        keys.append("\(key)")
        if traits.contains(.omittedWhenBlank) { omitted.insert("\(key)") }
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) {}
    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) {}
    mutating func array<Element: SavedValue>(_ value: inout [Element]) {}
}

/// A visitor that only walks records, lists and optionals: strings, numbers, flags and locations
/// are left as they are.
protocol LeafIgnoringVisitor: SavedValueVisitor {}

extension LeafIgnoringVisitor {
    mutating func string(_ value: inout String) {}
    mutating func integer(_ value: inout Int) {}
    mutating func bool(_ value: inout Bool) {}
    mutating func location(_ value: inout SourceLocation) {}
}
