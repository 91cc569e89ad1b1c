#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads the cache file in one `read` into the array the cache keeps (measured: reading it
/// through `Data` and copying that into an array faulted in twice the fresh memory).
enum CacheFileReader {
    /// The file's bytes and its modification time, taken from the file that was read; nil when
    /// it cannot be read.
    static func bytes(at path: String) -> (bytes: [UInt8], modified: Int64)? {
        // A file that shrank or grew while it was read is a torn cache.
        guard let (bytes, info) = FileSystem.contents(of: path), !bytes.isEmpty, bytes.count == Int(info.st_size) else { return nil }
        return (bytes, FileFingerprint(info).modified)
    }
}
