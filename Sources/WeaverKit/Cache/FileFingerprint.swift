import Foundation

/// A file's size and modification time from one `stat` call: the cache's fast path (SPEC §10).
public struct FileFingerprint: Sendable, Codable, Equatable {
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64

    public static func of(_ path: String) -> FileFingerprint? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return FileFingerprint(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
