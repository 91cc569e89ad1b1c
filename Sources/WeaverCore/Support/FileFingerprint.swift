#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file's size and modification time from one `stat` call: the cache's fast path (docs/commands.md).
public struct FileFingerprint: Sendable, Equatable {
    public var size: Int64
    /// Nanoseconds since 1970.
    public var modified: Int64

    public static func of(_ path: String) -> FileFingerprint? {
        FileSystem.status(of: path)?.fingerprint
    }

    /// The fingerprint of `name` in the open folder `descriptor`, following symbolic links as `stat` does.
    package static func of(_ name: String, inFolder descriptor: Int32) -> FileFingerprint? {
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0 else { return nil }
        return FileFingerprint(info)
    }

    public init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    package init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
