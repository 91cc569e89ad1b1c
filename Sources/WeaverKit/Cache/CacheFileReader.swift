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
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size < Int.max / 2 else { return nil }
        let size = Int(info.st_size)
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                initialized += count
            }
            complete = initialized == size
        }
        // A file that shrank while it was read is a torn cache; one that grew is caught by the length check.
        return complete ? (bytes, FileFingerprint(info).modified) : nil
    }
}
