import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads one folder for discovery: the entries that can matter (sub-folders, Swift files, and
/// links or entries of unknown kind, which the walk resolves), without hidden ones, in walk order,
/// each regular Swift file with its fingerprint from an `fstatat` relative to the open folder
/// (`stat` by full path makes the kernel walk the path again, for every file of a run where
/// nothing changed).
///
/// A folder whose identity matches a reusable listing from the last run is not listed again
/// (`getdents`, decoding and sorting names would weigh on a run where nothing changed);
/// each recorded entry is still checked to exist with the recorded kind, and any surprise falls
/// back to listing the folder.
enum DirectoryReader {
    enum Kind { case directory, file, other }

    struct Entry: Sendable {
        let name: String
        let kind: Kind
        /// For a regular `.swift` file, when `fstatat` could take it.
        let fingerprint: FileFingerprint?
    }

    struct Contents: Sendable {
        var entries: [Entry]
        /// What to record for the next run; nil when the folder holds links or entries of unknown
        /// kind, whose targets can change without the folder changing.
        var listing: FolderListing?
        /// True when the listing was reused instead of reading the folder.
        var reused = false
    }

    /// The folder's contents, or nil when it cannot be read.
    static func read(_ folder: String, reusing known: FolderListings) -> Contents? {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        // The identity is taken before the entries are read: a change after it shows as a new identity.
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        let identity = FolderListing.Identity(info)
        if let listing = known.reusable(folder, identity: identity), let entries = recheck(listing, in: descriptor) {
            close(descriptor)
            return Contents(entries: entries, listing: listing, reused: true)
        }
        return list(descriptor, identity: identity)
    }

    /// The recorded entries with their fingerprints now, or nil when one is missing or of another kind.
    private static func recheck(_ listing: FolderListing, in descriptor: Int32) -> [Entry]? {
        guard let recorded = listing.entries() else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(recorded.count)
        for (name, isDirectory) in recorded {
            var info = stat()
            // Not following links: a recorded entry was no link, and one now would be a change.
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            let type = info.st_mode & S_IFMT
            guard type == (isDirectory ? S_IFDIR : S_IFREG) else { return nil }
            entries.append(Entry(name: name, kind: isDirectory ? .directory : .file, fingerprint: isDirectory ? nil : FileFingerprint(info)))
        }
        return entries
    }

    /// Lists the open folder (and closes it).
    private static func list(_ descriptor: Int32, identity: FolderListing.Identity) -> Contents? {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return nil
        }
        defer { closedir(directory) }
        var entries: [(key: String, entry: Entry)] = []
        var cacheable = true
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            // DT_DIR and DT_REG have these values on Linux and Darwin alike.
            switch entry.pointee.d_type {
            case 4:
                entries.append((name + "/", Entry(name: name, kind: .directory, fingerprint: nil)))
            case 8:
                guard name.hasSuffix(".swift") else { continue }
                entries.append((name, Entry(name: name, kind: .file, fingerprint: FileFingerprint.of(name, inFolder: descriptor))))
            default:
                cacheable = false
                entries.append((name, Entry(name: name, kind: .other, fingerprint: nil)))
            }
        }
        // Byte order of the name, a folder's with a slash after it, is the order of the full paths:
        // the walk then yields files sorted without sorting them all.
        entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        let sorted = entries.map(\.entry)
        let listing = cacheable ? FolderListing(identity: identity, entries: sorted.map { ($0.name, $0.kind == .directory) }) : nil
        return Contents(entries: sorted, listing: listing)
    }
}
