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
/// It expects the writer's exact layout (keys in order, no whitespace). Anything else, a damaged or
/// hand-edited file, makes it return nil, and `ModuleSummary.read` then parses the file strictly
/// to say what is wrong with it, or reads it if it is valid after all.
struct SummaryStreamReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The summary with only the types whose path (plain or `Module.path`) is in `registered`;
    /// nil when the bytes are not laid out as this version writes them.
    static func read(_ bytes: [UInt8], keeping registered: Set<String>) -> ModuleSummary? {
        var reader = SummaryStreamReader(bytes)
        return reader.summary(keeping: registered)
    }

    private mutating func summary(keeping registered: Set<String>) -> ModuleSummary? {
        guard literal("{\"weaverModuleSummary\":"), integer() == ModuleSummary.schemaVersion,
              literal(",\"weaverVersion\":"), let version = string(), version == WeaverVersion.current,
              literal(",\"module\":"), let module = string(), literal(",\"imports\":"), let imports = strings() else { return nil }
        guard literal(",\"sourceRoot\":"), let sourceRoot = string(), literal(",\"contributions\":[") else { return nil }
        var contributions: [SummaryContribution] = []
        if !literal("]") {
            repeat {
                guard let contribution = contribution() else { return nil }
                contributions.append(contribution)
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard literal(",\"types\":[") else { return nil }
        // The elements are built here too (docs/contributions.md): their types are kept like registered ones.
        var keeping = registered
        for contribution in contributions { keeping.insert(contribution.element) }
        var types: [SummaryType] = []
        if !literal("]") {
            repeat {
                guard let type = type(module: module, keeping: keeping) else { return nil }
                if let type { types.append(type) }
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard literal("}") else { return nil }
        return ModuleSummary(module: module, imports: imports, sourceRoot: sourceRoot, weaverVersion: version, contributions: contributions,
                             types: types)
    }

    /// One type: `.some(nil)` when it is skipped, nil when the bytes are not as expected.
    private mutating func type(module: String, keeping registered: Set<String>) -> SummaryType?? {
        guard literal("{\"path\":"), let path = string(), literal(",\"kind\":"), let kind = string().flatMap(DeclarationKind.init),
              literal(",\"accessLevel\":"), let access = string().flatMap(AccessLevel.init),
              literal(",\"location\":"), let location = location(), literal(",\"dependencies\":"), skipValue() else { return nil }
        let isRegistered = registered.contains(path) || registered.contains("\(module).\(path)")
        var entryPoint: SummaryEntryPoint?
        if literal(",\"entryPoint\":") {
            guard isRegistered else { return skipValue() && literal("}") ? .some(nil) : nil }
            guard let entry = self.entryPoint() else { return nil }
            entryPoint = entry
        }
        guard literal("}") else { return nil }
        // Only what the run registers is kept (without an entry point, to say why it cannot be
        // built from here); the rest describes the module.
        guard isRegistered else { return .some(nil) }
        return SummaryType(path: path, kind: kind, accessLevel: access, location: location, dependencies: [], entryPoint: entryPoint)
    }

    private mutating func contribution() -> SummaryContribution? {
        guard literal("{\"collection\":"), let collection = string(), literal(",\"key\":"), let key = optionalString(),
              literal(",\"element\":"), let element = string(), literal(",\"exposedType\":"), let exposedType = string(),
              literal(",\"priority\":"), let priority = signedInteger(), literal(",\"after\":"), let after = strings() else { return nil }
        var replaces: [String] = []
        if literal(",\"replaces\":") {
            guard let names = strings() else { return nil }
            replaces = names
        }
        guard literal(",\"scope\":"), let scope = optionalString(), literal(",\"location\":"), let location = location(),
              literal("}") else { return nil }
        let parsedScope = scope.flatMap(Scope.init(rawValue:))
        guard scope == nil || parsedScope == .lazy || parsedScope == .transient else { return nil }
        return SummaryContribution(collection: collection, key: key, element: element, exposedType: exposedType, priority: priority,
                                   after: after, replaces: replaces, scope: parsedScope, location: location)
    }

    /// `["a","b"]`; nil when the bytes are not a list of strings.
    private mutating func strings() -> [String]? {
        guard literal("[") else { return nil }
        var strings: [String] = []
        if literal("]") { return strings }
        repeat {
            guard let string = string() else { return nil }
            strings.append(string)
        } while literal(",")
        return literal("]") ? strings : nil
    }

    /// A string or `null`: `.some(nil)` for null, nil when neither is there.
    private mutating func optionalString() -> String?? {
        if literal("null") { return .some(nil) }
        return string().map { .some($0) }
    }

    /// An integer that may be negative (a priority).
    private mutating func signedInteger() -> Int? {
        let negative = literal("-")
        return integer().map { negative ? -$0 : $0 }
    }

    /// A need's `via` steps, after its `[`, through the closing `]`; at least one.
    private mutating func steps() -> [SummaryStep]? {
        var steps: [SummaryStep] = []
        repeat {
            guard literal("{\"owner\":"), let owner = string(), literal(",\"name\":"), let name = string(),
                  literal(",\"location\":"), let location = location(), literal("}") else { return nil }
            steps.append(SummaryStep(owner: owner, name: name, location: location))
        } while literal(",")
        return literal("]") && !steps.isEmpty ? steps : nil
    }

    private mutating func entryPoint() -> SummaryEntryPoint? {
        guard literal("{\"name\":"), let name = string(), literal(",\"needs\":[") else { return nil }
        var needs: [SummaryNeed] = []
        if !literal("]") {
            repeat {
                guard literal("{\"label\":"), let label = string(), literal(",\"name\":"), let needName = string(),
                      literal(",\"type\":"), let type = string(), literal(",\"isFactory\":"), let isFactory = boolean() else { return nil }
                let ifAvailable = literal(",\"ifAvailable\":true")
                guard literal(",\"location\":"), let location = location() else { return nil }
                var reader: String?
                var via: [SummaryStep] = []
                if literal(",\"reader\":") {
                    guard let name = string(), literal(",\"via\":["), let steps = steps() else { return nil }
                    (reader, via) = (name, steps)
                }
                guard literal("}") else { return nil }
                needs.append(SummaryNeed(label: label, name: needName, type: type, isFactory: isFactory, ifAvailable: ifAvailable,
                                         location: location, reader: reader, via: via))
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard literal(",\"parameters\":[") else { return nil }
        var parameters: [SummaryParameter] = []
        if !literal("]") {
            repeat {
                guard literal("{\"name\":"), let parameterName = string(), literal(",\"type\":"), let type = string(), literal("}") else { return nil }
                parameters.append(SummaryParameter(name: parameterName, type: type))
            } while literal(",")
            guard literal("]") else { return nil }
        }
        guard literal("}") else { return nil }
        return SummaryEntryPoint(name: name, needs: needs, parameters: parameters)
    }

    private mutating func location() -> SummaryLocation? {
        guard literal("{\"file\":"), let file = string(), literal(",\"line\":"), let line = integer(),
              literal(",\"column\":"), let column = integer(), literal("}") else { return nil }
        return SummaryLocation(file: file, line: line, column: column)
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

    private mutating func boolean() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
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
