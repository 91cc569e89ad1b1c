/// Unsigned LEB128, which protobuf calls a varint: seven bits a byte, lowest first, the high bit
/// set on every byte but the last. The cache's binary syntax (`SyntaxBinaryEncoder`) and the
/// persistent worker's messages (`WorkerMessages`) both write integers this way.
public enum Varint {
    public static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var remaining = value
        while remaining >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: remaining) | 0x80)
            remaining >>= 7
        }
        bytes.append(UInt8(remaining))
    }

    public static func bytes(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return bytes
    }

    /// One varint taken byte by byte from `next` (nil at the end of the input); nil when the input
    /// ends inside it or it runs past 64 bits (more than 10 bytes).
    @inline(__always)
    package static func read(_ next: () throws -> UInt8?) rethrows -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while shift < 64 {
            guard let byte = try next() else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
