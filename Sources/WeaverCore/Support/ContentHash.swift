/// XXH64 (seed 0) of a file's bytes — a well-known 64-bit non-cryptographic hash that covers the
/// length too (docs/commands.md). Chosen over FNV-1a for speed: it reads 32 bytes per round where FNV
/// reads one, which matters on a cold run that hashes every input file.
public enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash($0) }
    }

    public static func of(_ text: String) -> UInt64 { of(Array(text.utf8)) }

    /// The hash of `bytes[range]`, without copying them.
    package static func of(_ bytes: [UInt8], range: Range<Int>) -> UInt64 {
        bytes.withUnsafeBytes { hash(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ accumulator: UInt64, _ value: UInt64) -> UInt64 {
        (accumulator ^ round(0, value)) &* prime1 &+ prime4
    }

    private static func word(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The four accumulators of the 32-byte rounds, before the first.
    typealias Lanes = (UInt64, UInt64, UInt64, UInt64)
    static let initialLanes: Lanes = (prime1 &+ prime2, prime2, 0, 0 &- prime1)

    /// One round over the 32 bytes at `offset`.
    static func stripe(_ lanes: inout Lanes, _ buffer: UnsafeRawBufferPointer, _ offset: Int) {
        lanes.0 = round(lanes.0, word(buffer, offset))
        lanes.1 = round(lanes.1, word(buffer, offset + 8))
        lanes.2 = round(lanes.2, word(buffer, offset + 16))
        lanes.3 = round(lanes.3, word(buffer, offset + 24))
    }

    /// The hash of `length` bytes whose full stripes made `lanes` and whose last `length % 32`
    /// bytes are `tail`.
    static func finish(_ lanes: Lanes, length: Int, tail: UnsafeRawBufferPointer) -> UInt64 {
        var result: UInt64
        if length >= 32 {
            result = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            result = merge(result, lanes.0)
            result = merge(result, lanes.1)
            result = merge(result, lanes.2)
            result = merge(result, lanes.3)
        } else {
            result = prime5
        }
        result = result &+ UInt64(length)
        var offset = 0
        while offset + 8 <= tail.count {
            result ^= round(0, word(tail, offset))
            result = rotate(result, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= tail.count {
            let value = UInt64(UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            result ^= value &* prime1
            result = rotate(result, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < tail.count {
            result ^= UInt64(tail[offset]) &* prime5
            result = rotate(result, 11) &* prime1
            offset += 1
        }
        result ^= result >> 33
        result = result &* prime2
        result ^= result >> 29
        result = result &* prime3
        result ^= result >> 32
        return result
    }

    private static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var lanes = initialLanes
        var offset = 0
        while offset + 32 <= buffer.count {
            stripe(&lanes, buffer, offset)
            offset += 32
        }
        return finish(lanes, length: buffer.count, tail: UnsafeRawBufferPointer(rebasing: buffer[offset...]))
    }
}

/// `ContentHash` of bytes given in pieces, as they are written: the same value as the hash of the
/// pieces joined. A module's summary is hashed this way while it is written (`SummaryChecksum`).
package struct ContentHasher {
    private var lanes = ContentHash.initialLanes
    /// The bytes given since the last full stripe (fewer than 32).
    private var pending: [UInt8] = []
    private var length = 0

    package init() {
        pending.reserveCapacity(32)
    }

    package mutating func update(_ bytes: [UInt8], range: Range<Int>) {
        bytes.withUnsafeBytes { update(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length += buffer.count
        var offset = 0
        if !pending.isEmpty {
            offset = min(32 - pending.count, buffer.count)
            pending += buffer[..<offset]
            guard pending.count == 32 else { return }
            pending.withUnsafeBytes { ContentHash.stripe(&lanes, $0, 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while offset + 32 <= buffer.count {
            ContentHash.stripe(&lanes, buffer, offset)
            offset += 32
        }
        pending += buffer[offset...]
    }

    package func finalize() -> UInt64 {
        pending.withUnsafeBytes { ContentHash.finish(lanes, length: length, tail: $0) }
    }
}
