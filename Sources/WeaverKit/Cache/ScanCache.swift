import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The file-hash cache of docs/commands.md: each file's parse result under the hash of its bytes, for one
/// tool version and one set of result-changing options. Missing, stale, truncated, foreign or
/// corrupt caches are ignored (never fatal) and rebuilt; writes are atomic.
///
/// The last eight bytes are the XXH64 of all the others, checked before any other byte is
/// believed: a flipped bit or a torn write anywhere makes the run a cold one, never a wrong one.
/// Paths are stored relative to the project, so a moved project keeps its cache.
///
/// The file is a compact binary table — path, size, modification time, hash — searched where it
/// lies (`CacheIndex`), with each parse result kept as an encoded payload that is decoded only
/// when a run needs it: a run where nothing changed reads the table and never decodes a payload
/// (decoding every entry up front would be most of a warm run).
public struct ScanCache: Sendable {
    static let magic = Array("WVRCACHE".utf8)
    /// Bumped whenever the stored shape changes; a cache of another format is ignored.
    static let format: UInt64 = 16

    /// What the last successful run wrote to one output: the hash of its bytes, and the file's
    /// size and modification time afterwards, so that an unchanged output is trusted by the same
    /// rule as an input instead of being read back and hashed.
    public struct OutputRecord: Sendable {
        public var hash: UInt64
        /// Nil when the output could not be read back after writing: it is then always re-hashed.
        public var fingerprint: FileFingerprint?
    }

    public struct Entry: Sendable {
        /// Project-relative.
        public let path: String
        public var fingerprint: FileFingerprint
        public var hash: UInt64
        /// The encoded parse result; nil for a file that does not mention weaver.
        var payload: ArraySlice<UInt8>?
        var decoded: FileSyntax?

        /// A freshly parsed file: `payload` is `syntax` encoded, both nil when it does not mention weaver.
        init(path: String, fingerprint: FileFingerprint, hash: UInt64, syntax: FileSyntax?, payload: [UInt8]?) {
            self.path = path
            self.fingerprint = fingerprint
            self.hash = hash
            decoded = syntax
            self.payload = payload?[...]
        }

        init(path: String, fingerprint: FileFingerprint, hash: UInt64, payload: ArraySlice<UInt8>?) {
            self.path = path
            self.fingerprint = fingerprint
            self.hash = hash
            self.payload = payload
        }

        public var mentionsWeaver: Bool { payload != nil || decoded != nil }

        /// The parse result in the cache's binary form; nil for a file that does not mention weaver.
        func encodedSyntax() -> ArraySlice<UInt8>? { payload ?? decoded.map { SyntaxBinaryEncoder.encode($0)[...] } }

        /// The parse result, decoding the payload if needed; nil when it cannot be decoded.
        public func syntax() -> FileSyntax? {
            if let decoded { return decoded }
            guard let payload else { return nil }
            return SyntaxBinaryDecoder.decode(payload, path: path)
        }
    }

    let optionsKey: UInt64
    /// The files of the cache that was read, searched in place; nil for a cache being built.
    let index: CacheIndex?
    /// The files of the cache being built, in any order (they are written in path order).
    public var entries: [Entry] = []
    /// What the last successful generation printed and wrote, for the no-change fast path.
    public var lastDiagnostics: [Diagnostic] = []
    public var lastOutputs: [String: OutputRecord] = [:]
    public var lastAnnotatedTypes = 0
    /// `CacheKey.summaries` of the run that wrote the outputs: a run reading other summaries
    /// cannot take the fast path, but keeps every parse result.
    public var lastSummariesKey: UInt64 = 0
    /// `CacheKey.linkedSummaries` of that run: what its graph took from the summaries.
    public var lastLinkedSummariesKey: UInt64 = 0
    /// The listings of the input folders, by path, for discovery to reuse.
    var folders: [String: FolderListing] = [:]
    /// Nanoseconds from the start of the run's folder walk to the writing of the cache: with
    /// `writtenAt`, when the walk began by the file system's clock.
    var walkDuration: Int64 = 0
    /// The cache file's own modification time when it was read (git's racy-entry rule).
    var writtenAt: Int64 = 0

    public init(optionsKey: UInt64) {
        self.optionsKey = optionsKey
        index = nil
    }

    private init(optionsKey: UInt64, index: CacheIndex) {
        self.optionsKey = optionsKey
        self.index = index
    }

    /// What the last successful run wrote and said, and the summaries it read, carried into the
    /// cache of a run that ends early because nothing it depends on changed.
    mutating func keepLastRun(of previous: ScanCache) {
        (lastOutputs, lastDiagnostics, lastAnnotatedTypes) = (previous.lastOutputs, previous.lastDiagnostics, previous.lastAnnotatedTypes)
        (lastSummariesKey, lastLinkedSummariesKey) = (previous.lastSummariesKey, previous.lastLinkedSummariesKey)
    }

    /// Reads the cache at `path`, or returns nil with the reason when it cannot be used.
    public static func load(from path: String, optionsKey: UInt64, projectPath: String) -> (cache: ScanCache?, note: String?) {
        // A file that shrank or grew while it was read is a torn cache: not read at all.
        guard let (bytes, info) = FileSystem.contents(of: path), !bytes.isEmpty, bytes.count == Int(info.st_size) else { return (nil, nil) }
        return read(bytes: bytes, modified: FileFingerprint(info).modified, optionsKey: optionsKey, projectPath: projectPath)
    }

    /// The cache held in `bytes`, a file modified at `modified`; nil with the reason when they
    /// are not a sound cache of this tool, format and options.
    static func read(bytes: [UInt8], modified: Int64, optionsKey: UInt64, projectPath: String) -> (cache: ScanCache?, note: String?) {
        guard isChecksummed(bytes) else {
            return (nil, isCacheFile(prefix: bytes) ? "the cache is truncated or corrupt; rebuilding it"
                                                   : "the cache is not a weaver cache of this format; rebuilding it")
        }
        // The checksum's own eight bytes stay at the end: the recorded length counts them.
        var reader = BinaryReader(bytes)
        guard let header = reader.readRange(), Array(reader.bytes[header]) == magic, reader.readUInt64() == format else {
            return (nil, "the cache is not a weaver cache of this format; rebuilding it")
        }
        guard reader.readString() == WeaverVersion.current else { return (nil, "the cache was written by another version; rebuilding it") }
        guard reader.readUInt64() == optionsKey else { return (nil, "the options changed since the cache was written; rebuilding it") }
        guard reader.readUInt64() == UInt64(bytes.count), var cache = readBody(&reader, optionsKey: optionsKey, projectPath: projectPath) else {
            return (nil, "the cache is truncated or corrupt; rebuilding it")
        }
        cache.writtenAt = modified
        return (cache, nil)
    }

    /// True when the last eight bytes are the hash of the others.
    private static func isChecksummed(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > 8 else { return false }
        var reader = BinaryReader(Array(bytes[(bytes.count - 8)...]))
        return reader.readUInt64() == ContentHash.of(bytes, range: 0..<(bytes.count - 8))
    }

    /// True when `prefix` starts as a cache file of any format does: what `weaver clean` and the
    /// output checks take as proof that a file is the tool's own.
    public static func isCacheFile(prefix: some Collection<UInt8>) -> Bool {
        prefix.starts(with: header)
    }

    /// True when `prefix` starts as a cache, or is the start of one cut short (nothing to lose):
    /// the files the output checks let a run replace with its cache.
    static func mayBeReplacedByCache(prefix: some Collection<UInt8>) -> Bool {
        prefix.starts(with: header) || header.starts(with: prefix)
    }

    /// The magic as every cache file starts with it: length-prefixed, as the writer writes it.
    private static let header: [UInt8] = {
        var writer = BinaryWriter()
        writer.write(magic)
        return writer.bytes
    }()

    /// The last run's summary, then the table of files; the paths and payloads the table points
    /// to follow it.
    private static func readBody(_ reader: inout BinaryReader, optionsKey: UInt64, projectPath: String) -> ScanCache? {
        // Every number is range-checked before use: a cache written by a faulty build must be
        // ignored like a damaged one, never trap.
        guard let annotated = reader.readUInt64().flatMap({ Int(exactly: $0) }), let summariesKey = reader.readUInt64(),
              let linkedSummariesKey = reader.readUInt64(),
              let outputs = reader.readUInt64(), outputs < 100 else { return nil }
        var lastOutputs: [String: OutputRecord] = [:]
        for _ in 0..<outputs {
            guard let path = reader.readString(), let hash = reader.readUInt64(),
                  let size = reader.readInt64(), let modified = reader.readInt64() else { return nil }
            lastOutputs[PathResolver.join(projectPath, path)] = OutputRecord(hash: hash, fingerprint: FileFingerprint(size: size, modified: modified))
        }
        guard let diagnostics = reader.readRange(),
              let decoded = SyntaxBinaryDecoder.decode(reader.bytes[diagnostics], path: ""),
              let folders = readFolders(&reader, projectPath: projectPath),
              let count = reader.readUInt64(), count < 10_000_000,
              let index = CacheIndex(bytes: reader.bytes, table: reader.offset, count: Int(count)) else { return nil }
        var cache = ScanCache(optionsKey: optionsKey, index: index)
        cache.lastAnnotatedTypes = annotated
        cache.lastSummariesKey = summariesKey
        cache.lastLinkedSummariesKey = linkedSummariesKey
        cache.lastOutputs = lastOutputs
        cache.lastDiagnostics = decoded.diagnostics
        (cache.walkDuration, cache.folders) = folders
        return cache
    }

    private static func readFolders(_ reader: inout BinaryReader, projectPath: String) -> (Int64, [String: FolderListing])? {
        // A walk takes between nothing and a day; anything else is not a duration this tool wrote.
        guard let duration = reader.readInt64(), (0...86_400_000_000_000).contains(duration), let count = reader.readUInt64(), count < 10_000_000 else { return nil }
        var folders: [String: FolderListing] = [:]
        for _ in 0..<count {
            guard let path = reader.readString(), let device = reader.readUInt64(), let inode = reader.readUInt64(),
                  let modified = reader.readInt64(), let changed = reader.readInt64(), let entries = reader.readRange() else { return nil }
            let identity = FolderListing.Identity(device: device, inode: inode, modified: modified, changed: changed)
            folders[PathResolver.join(projectPath, path)] = FolderListing(identity: identity, encodedEntries: reader.bytes[entries])
        }
        return (duration, folders)
    }

    /// The folder listings discovery may reuse: those of folders unchanged since a little before
    /// the walk that listed them began.
    var folderListings: FolderListings {
        // A cache file dated near the start of time would overflow: then no listing is reused.
        let (afterWalk, overflowed) = writtenAt.subtractingReportingOverflow(walkDuration)
        let (settled, overflowedAgain) = afterWalk.subtractingReportingOverflow(FolderListings.settlingTime)
        return FolderListings(listings: folders, reuseBefore: overflowed || overflowedAgain ? Int64.min : settled)
    }

    /// Git's rule for trusting a file without reading it: the recorded size and modification
    /// time still match, and the file was modified strictly before the cache was written.
    private func isTrusted(recorded: FileFingerprint, current: FileFingerprint) -> Bool {
        recorded == current && current.modified < writtenAt
    }

    /// True when an output may be trusted (by git's rule) to still hold what the last run wrote.
    public func isTrustedOutput(_ path: String) -> Bool {
        guard let recorded = lastOutputs[path]?.fingerprint, let current = FileFingerprint.of(path) else { return false }
        return isTrusted(recorded: recorded, current: current)
    }

    /// The entry of the read cache's `record` for the file at `path`.
    func entry(_ record: Int, path: String) -> Entry? {
        guard let index else { return nil }
        return Entry(path: path, fingerprint: index.fingerprint(record), hash: index.hash(record), payload: index.payload(record))
    }

    /// True when the read cache's `record` may be trusted (by git's rule) for a file whose
    /// fingerprint is now `fingerprint`.
    func isTrusted(_ record: Int, fingerprint: FileFingerprint) -> Bool {
        guard let index else { return false }
        return isTrusted(recorded: index.fingerprint(record), current: fingerprint)
    }

    /// The cache file's bytes; the paths of outputs and folders are written relative to `projectPath`.
    func encoded(projectPath: String) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(ScanCache.magic)
        writer.write(ScanCache.format)
        writer.write(WeaverVersion.current)
        writer.write(optionsKey)
        let lengthOffset = writer.bytes.count
        writer.write(UInt64(0))
        writer.write(UInt64(lastAnnotatedTypes))
        writer.write(lastSummariesKey)
        writer.write(lastLinkedSummariesKey)
        writer.write(UInt64(lastOutputs.count))
        for path in lastOutputs.keys.sorted() {
            let record = lastOutputs[path]!
            writer.write(PathResolver.relative(path, to: projectPath))
            writer.write(record.hash)
            // A fingerprint that can never match (size -1) when the output could not be read back.
            let fingerprint = record.fingerprint ?? FileFingerprint(size: -1, modified: 0)
            writer.write(fingerprint.size)
            writer.write(fingerprint.modified)
        }
        // The last run's diagnostics span files, so they go in a syntax of no file of its own.
        var diagnostics = FileSyntax(path: "")
        diagnostics.diagnostics = lastDiagnostics
        writer.write(SyntaxBinaryEncoder.encode(diagnostics))
        writer.write(walkDuration)
        writer.write(UInt64(folders.count))
        for path in folders.keys.sorted() {
            let listing = folders[path]!
            writer.write(PathResolver.relative(path, to: projectPath))
            writer.write(listing.identity.device)
            writer.write(listing.identity.inode)
            writer.write(listing.identity.modified)
            writer.write(listing.identity.changed)
            writer.write(Array(listing.encodedEntries))
        }
        writeIndex(&writer)
        writer.overwrite(UInt64(writer.bytes.count + 8), at: lengthOffset)
        writer.write(ContentHash.of(writer.bytes))
        return writer.bytes
    }

    /// The table of files in path-byte order, then the paths and payloads it points to.
    private func writeIndex(_ writer: inout BinaryWriter) {
        // Discovery's order is already the table's for ASCII paths; sort only when it is not.
        let isSorted = zip(entries, entries.dropFirst()).allSatisfy { CacheIndex.precedes($0.path, $1.path) }
        let sorted = isSorted ? entries : entries.sorted { CacheIndex.precedes($0.path, $1.path) }
        writer.write(UInt64(sorted.count))
        var next = UInt64(writer.bytes.count + sorted.count * CacheIndex.recordSize)
        var payloads: [ArraySlice<UInt8>?] = []
        payloads.reserveCapacity(sorted.count)
        for entry in sorted {
            let pathLength = UInt64(entry.path.utf8.count)
            let payload = entry.encodedSyntax()
            writer.write(next)
            writer.write(pathLength)
            writer.write(entry.fingerprint.size)
            writer.write(entry.fingerprint.modified)
            writer.write(entry.hash)
            writer.write(payload == nil ? CacheIndex.noPayload : next + pathLength)
            writer.write(UInt64(payload?.count ?? 0))
            next += pathLength + UInt64(payload?.count ?? 0)
            payloads.append(payload)
        }
        for (entry, payload) in zip(sorted, payloads) {
            writer.append(entry.path.utf8)
            if let payload { writer.append(payload) }
        }
    }

    /// Writes atomically; returns a note instead of failing when the location is not writable.
    public func save(to path: String, projectPath: String) -> String? {
        do {
            try AtomicFile.write(encoded(projectPath: projectPath), to: path)
            return nil
        } catch {
            return "the cache could not be written: \(error.reason)"
        }
    }
}
