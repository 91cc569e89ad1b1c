/// FNV-1a, 64 bits, over the bytes and then their length (SPEC §10: a well-known 64-bit
/// non-cryptographic hash of the bytes plus their length).
public enum ContentHash {
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
        }
        var length = UInt64(bytes.count)
        for _ in 0..<8 {
            hash ^= length & 0xFF
            hash = hash &* 0x0000_0100_0000_01B3
            length >>= 8
        }
        return hash
    }

    public static func of(_ text: String) -> UInt64 { of(Array(text.utf8)) }
}
