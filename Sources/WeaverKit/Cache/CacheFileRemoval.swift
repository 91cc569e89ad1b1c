import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What `weaver clean` may delete (docs/commands.md): a regular file, or a link to one, that starts with
/// the cache's header, and the leftovers of runs killed while writing it. Never a folder, never
/// a file of the user's.
public enum CacheFileRemoval {
    public enum Outcome: Equatable, Sendable {
        case removed
        case absent
        /// Nothing was deleted, for this reason ("is a folder, …").
        case refused(String)
        case failed(String)
    }

    public static func remove(_ path: String) -> Outcome {
        AtomicFile.removeLeftovers(of: [path])
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .absent : .failed(String(cString: strerror(errno))) }
        if info.st_mode & S_IFMT == S_IFDIR {
            return .refused("is a folder, not a cache file; weaver clean deletes only a cache it wrote")
        }
        guard info.st_mode & S_IFMT == S_IFREG, startsWithCacheHeader(path) else {
            return .refused("is not a weaver cache (it does not start with the cache's header); weaver clean deletes only a cache it wrote")
        }
        // A link is removed, not what it points to.
        guard unlink(path) == 0 else { return .failed(String(cString: strerror(errno))) }
        return .removed
    }

    private static func startsWithCacheHeader(_ path: String) -> Bool {
        guard let start = FileSystem.prefix(of: path, count: 32) else { return false }
        return ScanCache.isCacheFile(prefix: start)
    }
}
