/// Compact JSON (no whitespace, keys in the order written) appended straight to bytes, for
/// documents written on every run: a module's summary, and the key of what a run linked from its
/// imports. Building a `JSONValue` tree first and rendering it would cost every run, and a cold
/// build of many modules pays it per module; this writes the same bytes. `JSONText.string`
/// escapes through it.
package struct CompactJSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the next value opens its container, or follows a key: either way, no comma.
    private var noSeparator = true

    package init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    package mutating func object(_ body: (inout CompactJSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// `{` or `[`, for a writer that visits values rather than passing a body (`SummaryJSONWriter`);
    /// `closeObject`/`closeArray` end it.
    package mutating func openObject() { open(UInt8(ascii: "{")) }
    package mutating func closeObject() { close(UInt8(ascii: "}")) }
    package mutating func openArray() { open(UInt8(ascii: "[")) }
    package mutating func closeArray() { close(UInt8(ascii: "]")) }

    package mutating func array<Elements: Sequence>(_ elements: Elements, _ body: (inout CompactJSONWriter, Elements.Element) -> Void) {
        open(UInt8(ascii: "["))
        for element in elements { body(&self, element) }
        close(UInt8(ascii: "]"))
    }

    /// A key of the object being written; its value is written next.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        noSeparator = true
    }

    package mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Most strings need no escape: appended whole.
            guard utf8.contains(where: Self.needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 { appendEscaped(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    package mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        noSeparator = true
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        noSeparator = false
    }

    private mutating func separate() {
        if noSeparator {
            noSeparator = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    /// Ends the document with a newline, as files are.
    package mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `replacement` over bytes already written, of the same length (a value left blank
    /// until the rest is written, such as a summary's checksum).
    package mutating func overwrite(_ range: Range<Int>, with replacement: [UInt8]) {
        precondition(range.count == replacement.count, "an overwrite keeps the document's length")
        bytes.replaceSubrange(range, with: replacement)
    }

    /// A byte JSON cannot hold as it is in a string: a control character, `"` or a backslash.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
        case UInt8(ascii: "\n"): bytes.append(contentsOf: "\\n".utf8)
        case UInt8(ascii: "\r"): bytes.append(contentsOf: "\\r".utf8)
        case UInt8(ascii: "\t"): bytes.append(contentsOf: "\\t".utf8)
        case ..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(contentsOf: [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        default: bytes.append(byte)
        }
    }
}
