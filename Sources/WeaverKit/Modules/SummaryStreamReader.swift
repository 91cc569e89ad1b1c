import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads a summary as `ModuleSummary.text` writes it, straight from its bytes, keeping only the
/// types a run registers: the root of a large app reads every summary below it on each run that
/// links, and parsing them into a JSON tree first would be most of such a run.
///
/// It reads the records' field lists (`SummaryFields.swift`) and expects the writer's exact layout
/// (keys in order, no whitespace). Anything else, a damaged or hand-edited file, makes it return
/// nil, and `ModuleSummary.read` then parses the file strictly to say what is wrong with it, or
/// reads it if it is valid after all. The fields' traits say what it skips: what a linking run
/// never reads (`notLinked`), and of a type it does not keep (`keptPath`), the rest
/// (`linkedWhenKept`) and the type itself.
struct SummaryStreamReader: SavedValueVisitor {
    private struct Unexpected: Error {}

    private let bytes: [UInt8]
    private var index = 0
    /// The registered names, and the elements the contributions build (docs/contributions.md).
    private var keeping: Set<String>
    private var module = ""
    /// Whether the next field is its object's first (no comma before its key).
    private var firstField = true
    /// For the record being read: whether its path is kept, once read (nil: it has none).
    private var keepsRecord: Bool?
    /// Whether the record read last is dropped from its list.
    private var droppedRecord = false

    private init(_ bytes: [UInt8], keeping: Set<String>) {
        self.bytes = bytes
        self.keeping = keeping
    }

    /// The summary with only the types whose path (plain or `Module.path`) is in `registered`;
    /// nil when the bytes are not laid out as this version writes them.
    static func read(_ bytes: [UInt8], keeping registered: Set<String>) -> ModuleSummary? {
        var reader = SummaryStreamReader(bytes, keeping: registered)
        guard reader.literal("{\"weaverModuleSummary\":"), reader.integer() == ModuleSummary.schemaVersion else { return nil }
        reader.firstField = false
        var summary = ModuleSummary.blank
        guard (try? summary.fields(&reader)) != nil, reader.literal("}"), summary.weaverVersion == WeaverVersion.current else { return nil }
        return summary
    }

    mutating func field<Value: SavedValue>(_ key: StaticString, _ value: inout Value, _ traits: SavedFieldTraits) throws {
        guard self.key(key) else {
            guard traits.contains(.omittedWhenBlank) else { throw Unexpected() }
            return value = Value.blank
        }
        firstField = false
        if traits.contains(.notLinked) || (traits.contains(.linkedWhenKept) && keepsRecord == false) {
            guard skipValue() else { throw Unexpected() }
            return value = Value.blank
        }
        try value.visit(&self)
        if traits.contains(.keptPath), let path = value as? String {
            keepsRecord = keeping.contains(path) || keeping.contains("\(module).\(path)")
        }
        if traits.contains(.keptElement), let element = value as? String { keeping.insert(element) }
        if traits.contains(.moduleName), let name = value as? String { module = name }
    }

    mutating func record<Record: SavedRecord>(_ value: inout Record) throws {
        guard literal("{") else { throw Unexpected() }
        let (outerFirst, outerKeeps) = (firstField, keepsRecord)
        (firstField, keepsRecord) = (true, nil)
        try value.fields(&self)
        guard literal("}") else { throw Unexpected() }
        droppedRecord = keepsRecord == false
        (firstField, keepsRecord) = (outerFirst, outerKeeps)
        try value.checkRead()
    }

    mutating func array<Element: SavedValue>(_ elements: inout [Element]) throws {
        guard literal("[") else { throw Unexpected() }
        elements = []
        if literal("]") { return }
        repeat {
            var element = Element.blank
            droppedRecord = false
            try element.visit(&self)
            if !droppedRecord { elements.append(element) }
        } while literal(",")
        droppedRecord = false
        guard literal("]") else { throw Unexpected() }
    }

    mutating func optional<Wrapped: SavedValue>(_ value: inout Wrapped?) throws {
        if literal("null") { return value = nil }
        var wrapped = Wrapped.blank
        try wrapped.visit(&self)
        value = wrapped
    }

    mutating func string(_ value: inout String) throws {
        guard let string = string() else { throw Unexpected() }
        value = string
    }

    /// An integer that may be negative (a priority).
    mutating func integer(_ value: inout Int) throws {
        let negative = literal("-")
        guard let number = integer() else { throw Unexpected() }
        value = negative ? -number : number
    }

    mutating func bool(_ value: inout Bool) throws {
        if literal("true") { return value = true }
        guard literal("false") else { throw Unexpected() }
        value = false
    }

    mutating func location(_ value: inout SourceLocation) throws {
        var location = SummaryLocation.blank
        try location.visit(&self)
        value = SourceLocation(file: location.file, line: location.line, column: location.column)
    }

    /// Consumes `"key":`, after a comma unless it is its object's first, if the bytes continue so.
    private mutating func key(_ key: StaticString) -> Bool {
        let start = index
        guard (firstField || literal(",")), literal("\""), literal(key), literal("\":") else {
            index = start
            return false
        }
        return true
    }

    // MARK: Bytes

    /// Consumes `text` if the bytes continue with it.
    private mutating func literal(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = text.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { buffer in
                memcmp(buffer.baseAddress! + index, expected.baseAddress!, count) == 0
            }
        }
        if matches { index += count }
        return matches
    }

    private mutating func integer() -> Int? {
        var value = 0
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), index - start < 18 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? value : nil
    }

    /// A string as `JSONText.string` writes it: `\"`, `\\`, `\n`, `\r`, `\t` and `\u00XX` escapes.
    private mutating func string() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var plain = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") {
                plain = false
                index += 1
            }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let raw = bytes[start..<index]
        index += 1
        if plain { return String(decoding: raw, as: UTF8.self) }
        return Self.unescaped(raw)
    }

    private static func unescaped(_ raw: ArraySlice<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var position = raw.startIndex
        while position < raw.endIndex {
            let byte = raw[position]
            position += 1
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                continue
            }
            guard position < raw.endIndex else { return nil }
            let escape = raw[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                // The writer escapes only control characters this way.
                guard position + 4 <= raw.endIndex,
                      let value = UInt8(String(decoding: raw[position..<position + 4], as: UTF8.self), radix: 16), value < 0x20 else { return nil }
                output.append(value)
                position += 4
            default:
                return nil
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Moves past a string without making it.
    private mutating func skipString() -> Bool {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard index < bytes.count else { return false }
        index += 1
        return true
    }

    /// Skips one value (an array or object, with the strings in it) without reading it.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 {
                    index += 1
                    return true
                }
            default:
                if depth == 0 {
                    // A scalar: up to the next delimiter.
                    while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[index]) { index += 1 }
                    return true
                }
            }
            index += 1
        }
        return false
    }
}
