import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The discover stage's cheap test: only files whose bytes mention `weaver` or `Weaver` are
/// parsed (ARCHITECTURE.md: the others cannot hold annotations; `Weaver` too, because a file may use only
/// `@Weaver` wrappers).
package enum Prefilter {
    /// Looks for `weaver`/`Weaver` by finding each `v` with `memchr` (a vectorised scan) and
    /// checking the bytes around it.
    package static func mentionsWeaver(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 6 else { return false }
            var offset = 3
            while offset + 3 <= buffer.count {
                guard let found = memchr(base + offset, Int32(UInt8(ascii: "v")), buffer.count - 2 - offset) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[position - 2] == UInt8(ascii: "e"), buffer[position - 1] == UInt8(ascii: "a"),
                   buffer[position + 1] == UInt8(ascii: "e"), buffer[position + 2] == UInt8(ascii: "r"),
                   buffer[position - 3] == UInt8(ascii: "w") || buffer[position - 3] == UInt8(ascii: "W") {
                    return true
                }
                offset = position + 1
            }
            return false
        }
    }
}
