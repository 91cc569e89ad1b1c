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
    static func of(_ bytes: [UInt8], range: Range<Int>) -> UInt64 {
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

    private static func hash(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        let length = buffer.count
        var offset = 0
        var result: UInt64
        if length >= 32 {
            var v1 = prime1 &+ prime2
            var v2 = prime2
            var v3: UInt64 = 0
            var v4 = 0 &- prime1
            while offset + 32 <= length {
                v1 = round(v1, word(buffer, offset))
                v2 = round(v2, word(buffer, offset + 8))
                v3 = round(v3, word(buffer, offset + 16))
                v4 = round(v4, word(buffer, offset + 24))
                offset += 32
            }
            result = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            result = merge(result, v1)
            result = merge(result, v2)
            result = merge(result, v3)
            result = merge(result, v4)
        } else {
            result = prime5
        }
        result = result &+ UInt64(length)
        while offset + 8 <= length {
            result ^= round(0, word(buffer, offset))
            result = rotate(result, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= length {
            let value = UInt64(UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            result ^= value &* prime1
            result = rotate(result, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < length {
            result ^= UInt64(buffer[offset]) &* prime5
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
}
