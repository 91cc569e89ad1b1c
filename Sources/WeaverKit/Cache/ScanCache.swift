import Foundation

/// The file-hash cache of SPEC §10: each file's parse result under the hash of its bytes, for one
/// tool version and one set of result-changing options. Missing, stale, truncated, foreign or
/// corrupt caches are ignored (never fatal) and rebuilt; writes are atomic.
public struct ScanCache: Sendable, Codable {
    /// Bumped whenever the stored shape changes; a cache of another format is ignored.
    static let format = 1

    public struct Entry: Sendable, Codable {
        public var fingerprint: FileFingerprint
        public var hash: UInt64
        /// Nil for a file that does not mention weaver: nothing to parse.
        public var syntax: FileSyntax?
    }

    var format = ScanCache.format
    var toolVersion = WeaverVersion.current
    var optionsKey: UInt64
    /// Keyed by project-relative path.
    public var entries: [String: Entry] = [:]
    /// What the last complete run printed and wrote, for the no-change fast path.
    public var lastDiagnostics: [Diagnostic] = []
    public var lastOutputHashes: [String: UInt64] = [:]
    /// The cache file's own modification time when it was read (git's racy-entry rule).
    var writtenAt: Int64 = 0

    private enum CodingKeys: String, CodingKey {
        case format, toolVersion, optionsKey, entries, lastDiagnostics, lastOutputHashes
    }

    public init(optionsKey: UInt64) {
        self.optionsKey = optionsKey
    }

    /// Reads the cache at `path`, or returns nil with the reason when it cannot be used.
    public static func load(from path: String, optionsKey: UInt64) -> (cache: ScanCache?, note: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        guard let cache = try? JSONDecoder().decode(ScanCache.self, from: data) else {
            return (nil, "the cache at '\(path)' is unreadable or corrupt; rebuilding it")
        }
        guard cache.format == format, cache.toolVersion == WeaverVersion.current else {
            return (nil, "the cache was written by another version; rebuilding it")
        }
        guard cache.optionsKey == optionsKey else { return (nil, "the options changed since the cache was written; rebuilding it") }
        var loaded = cache
        loaded.writtenAt = FileFingerprint.of(path)?.modified ?? 0
        return (loaded, nil)
    }

    /// The entry for a file that may be trusted without reading it: same size and modification
    /// time, and modified strictly before the cache was written.
    public func trustedEntry(_ path: String, fingerprint: FileFingerprint) -> Entry? {
        guard let entry = entries[path], entry.fingerprint == fingerprint, fingerprint.modified < writtenAt else { return nil }
        return entry
    }

    /// Writes atomically; returns a note instead of failing when the location is not writable.
    public func save(to path: String) -> String? {
        do {
            let data = try JSONEncoder().encode(self)
            try FileManager.default.createDirectory(atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "the cache could not be written to '\(path)': \(error.localizedDescription)"
        }
    }
}
