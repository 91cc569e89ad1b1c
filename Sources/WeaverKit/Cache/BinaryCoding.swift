import WeaverCore
/// Little-endian writing and bounds-checked reading for the cache file. Reading never traps:
/// a truncated or corrupt file makes `read…` return nil.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }

    mutating func write(_ data: [UInt8]) {
        write(UInt64(data.count))
        bytes += data
    }

    mutating func write(_ text: String) { write(Array(text.utf8)) }

    /// Bytes without a length before them (the cache's paths and payloads, found by offset).
    mutating func append(_ data: some Sequence<UInt8>) { bytes.append(contentsOf: data) }

    /// Replaces the eight bytes at `offset`, written earlier as a placeholder.
    mutating func overwrite(_ value: UInt64, at offset: Int) {
        for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(index * 8)) }
    }
}

struct BinaryReader {
    let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readUInt64() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
        offset += 8
        return value
    }

    mutating func readInt64() -> Int64? { readUInt64().map { Int64(bitPattern: $0) } }

    /// A length-prefixed byte run, as the range it occupies (no copy).
    mutating func readRange() -> Range<Int>? {
        guard let length = readUInt64(), length <= UInt64(bytes.count - offset) else { return nil }
        let range = offset..<(offset + Int(length))
        offset += Int(length)
        return range
    }

    mutating func readString() -> String? {
        readRange().map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}
