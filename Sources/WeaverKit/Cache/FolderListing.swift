import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// What one input folder held when it was last listed — its sub-folders and Swift files, in walk
/// order — under the folder's identity, so that discovery can skip listing a folder whose
/// identity is unchanged (the idea of git's untracked cache).
///
/// Why that is sound: adding, removing or renaming an entry of a folder (which is also how files
/// are replaced: a temporary file renamed over the old one) sets the folder's modification and
/// change times; `touch -d` or `rsync -t` can set the modification time back, never the change
/// time. Editing a file's content changes neither, but every file still has its own fingerprint
/// checked. What is left is the racy case: a folder changed again within the same tick of the
/// file system's clock as the listing kept the same times; hence `FolderListings.reuseBefore`.
struct FolderListing: Sendable, Equatable {
    /// The folder's device, inode, modification and change times (nanoseconds since 1970).
    struct Identity: Sendable, Equatable {
        var device: UInt64
        var inode: UInt64
        var modified: Int64
        var changed: Int64

        init(device: UInt64, inode: UInt64, modified: Int64, changed: Int64) {
            self.device = device
            self.inode = inode
            self.modified = modified
            self.changed = changed
        }

        init(_ info: stat) {
            #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
            #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
            #endif
            self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
                      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
        }
    }

    let identity: Identity
    /// Per entry: 1 for a folder or 0 for a file, the name's length in two bytes, the name.
    let encodedEntries: ArraySlice<UInt8>

    init(identity: Identity, encodedEntries: ArraySlice<UInt8>) {
        self.identity = identity
        self.encodedEntries = encodedEntries
    }

    /// Nil when a name is too long to record (no file system allows one that long).
    init?(identity: Identity, entries: [(name: String, isDirectory: Bool)]) {
        var bytes: [UInt8] = []
        for (name, isDirectory) in entries {
            let count = name.utf8.count
            guard count <= Int(UInt16.max) else { return nil }
            bytes += [isDirectory ? 1 : 0, UInt8(truncatingIfNeeded: count), UInt8(truncatingIfNeeded: count >> 8)]
            bytes += name.utf8
        }
        self.init(identity: identity, encodedEntries: bytes[...])
    }

    /// The recorded entries; nil when the encoding is corrupt.
    func entries() -> [(name: String, isDirectory: Bool)]? {
        var result: [(name: String, isDirectory: Bool)] = []
        var offset = encodedEntries.startIndex
        while offset < encodedEntries.endIndex {
            guard encodedEntries.endIndex - offset >= 3, encodedEntries[offset] <= 1 else { return nil }
            let count = Int(encodedEntries[offset + 1]) | Int(encodedEntries[offset + 2]) << 8
            let start = offset + 3
            guard count > 0, encodedEntries.endIndex - start >= count else { return nil }
            result.append((String(decoding: encodedEntries[start..<(start + count)], as: UTF8.self), encodedEntries[offset] == 1))
            offset = start + count
        }
        return result
    }
}

/// The listings a run may reuse, by folder path, and the time before which a folder must have
/// last changed for its listing to be reused.
package struct FolderListings: Sendable {
    /// The file system's clock is read only through time stamps, which are coarse (a tick of a few
    /// milliseconds; one or two seconds on some file systems): a folder changed in the same tick
    /// as it was listed, after the listing, would show the same times. So a listing is reused only
    /// when the folder's times are more than this before the walk that listed it began.
    static let settlingTime: Int64 = 3_000_000_000

    var listings: [String: FolderListing] = [:]
    /// Nothing is reused by default.
    var reuseBefore = Int64.min
    /// A folder listed this run that has not changed since before this time (by this machine's
    /// clock) is worth recording for the next run. It decides only when to rewrite the cache,
    /// never what to trust.
    var settledBefore = Int64.min

    func isSettled(_ identity: FolderListing.Identity) -> Bool {
        max(identity.modified, identity.changed) < settledBefore
    }

    /// The listing of `folder` when its identity is unchanged and settled; nil otherwise.
    func reusable(_ folder: String, identity: FolderListing.Identity) -> FolderListing? {
        guard let listing = listings[folder], listing.identity == identity,
              max(identity.modified, identity.changed) < reuseBefore else { return nil }
        return listing
    }
}
