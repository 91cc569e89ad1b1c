import Foundation

/// The file-hash cache of SPEC §10: each file's parse result under the hash of its bytes, for one
/// tool version and one set of result-changing options. Missing, stale, truncated, foreign or
/// corrupt caches are ignored (never fatal) and rebuilt; writes are atomic.
///
/// The file is a compact binary index — path, size, modification time, hash — with each parse
/// result kept as an encoded payload that is decoded only when a run needs it: a run where nothing
/// changed reads the index and never decodes a payload (measured: decoding every entry up front
/// was most of a warm run).
public struct ScanCache: Sendable {
    static let magic = Array("WVRCACHE".utf8)
    /// Bumped whenever the stored shape changes; a cache of another format is ignored.
    static let format: UInt64 = 5

    /// What the last successful run wrote to one output: the hash of its bytes, and the file's
    /// size and modification time afterwards, so that an unchanged output is trusted by the same
    /// rule as an input instead of being read back and hashed.
    public struct OutputRecord: Sendable {
        public var hash: UInt64
        /// Nil when the output could not be read back after writing: it is then always re-hashed.
        public var fingerprint: FileFingerprint?
    }

    public struct Entry: Sendable {
        public var fingerprint: FileFingerprint
        public var hash: UInt64
        /// The encoded parse result; nil for a file that does not mention weaver.
        var payload: [UInt8]?
        var decoded: FileSyntax?

        /// A freshly parsed file: `payload` is `syntax` encoded, both nil when it does not mention weaver.
        init(fingerprint: FileFingerprint, hash: UInt64, syntax: FileSyntax?, payload: [UInt8]?) {
            self.fingerprint = fingerprint
            self.hash = hash
            decoded = syntax
            self.payload = payload
        }

        init(fingerprint: FileFingerprint, hash: UInt64, payload: [UInt8]?) {
            self.fingerprint = fingerprint
            self.hash = hash
            self.payload = payload
        }

        public var mentionsWeaver: Bool { payload != nil || decoded != nil }

        /// The parse result in the cache's binary form; nil for a file that does not mention weaver.
        func encodedSyntax() -> [UInt8]? { payload ?? decoded.map(SyntaxBinaryEncoder.encode) }

        /// The parse result of the file at `path` (the entry's key), decoding the payload if
        /// needed; nil when it cannot be decoded.
        public func syntax(path: String) -> FileSyntax? {
            if let decoded { return decoded }
            guard let payload else { return nil }
            return SyntaxBinaryDecoder.decode(payload[...], path: path)
        }
    }

    let optionsKey: UInt64
    /// Keyed by project-relative path.
    public var entries: [String: Entry] = [:]
    /// What the last successful generation printed and wrote, for the no-change fast path.
    public var lastDiagnostics: [Diagnostic] = []
    public var lastOutputs: [String: OutputRecord] = [:]
    public var lastAnnotatedTypes = 0
    /// The cache file's own modification time when it was read (git's racy-entry rule).
    var writtenAt: Int64 = 0

    public init(optionsKey: UInt64) {
        self.optionsKey = optionsKey
    }

    /// Reads the cache at `path`, or returns nil with the reason when it cannot be used.
    public static func load(from path: String, optionsKey: UInt64) -> (cache: ScanCache?, note: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        var reader = BinaryReader([UInt8](data))
        guard let header = reader.readRange(), Array(reader.bytes[header]) == magic, reader.readUInt64() == format else {
            return (nil, "the cache is not a weaver cache of this format; rebuilding it")
        }
        guard reader.readString() == WeaverVersion.current else { return (nil, "the cache was written by another version; rebuilding it") }
        guard reader.readUInt64() == optionsKey else { return (nil, "the options changed since the cache was written; rebuilding it") }
        var cache = ScanCache(optionsKey: optionsKey)
        guard cache.readBody(&reader), reader.isAtEnd else {
            return (nil, "the cache is truncated or corrupt; rebuilding it")
        }
        cache.writtenAt = FileFingerprint.of(path)?.modified ?? 0
        return (cache, nil)
    }

    private mutating func readBody(_ reader: inout BinaryReader) -> Bool {
        guard let count = reader.readUInt64(), count < 10_000_000 else { return false }
        entries.reserveCapacity(Int(min(count, UInt64(reader.bytes.count / 32))))
        for _ in 0..<count {
            guard let path = reader.readString(), let size = reader.readInt64(), let modified = reader.readInt64(),
                  let hash = reader.readUInt64(), let hasPayload = reader.readUInt64() else { return false }
            var payload: [UInt8]?
            if hasPayload == 1 {
                guard let range = reader.readRange() else { return false }
                payload = Array(reader.bytes[range])
            }
            entries[path] = Entry(fingerprint: FileFingerprint(size: size, modified: modified), hash: hash, payload: payload)
        }
        guard let annotated = reader.readUInt64(), let outputs = reader.readUInt64(), outputs < 100 else { return false }
        lastAnnotatedTypes = Int(annotated)
        for _ in 0..<outputs {
            guard let path = reader.readString(), let hash = reader.readUInt64(),
                  let size = reader.readInt64(), let modified = reader.readInt64() else { return false }
            lastOutputs[path] = OutputRecord(hash: hash, fingerprint: FileFingerprint(size: size, modified: modified))
        }
        guard let diagnostics = reader.readRange(),
              let decoded = SyntaxBinaryDecoder.decode(reader.bytes[diagnostics], path: "") else { return false }
        lastDiagnostics = decoded.diagnostics
        return true
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

    /// The entry for an input that may be trusted (by git's rule) without reading it.
    public func trustedEntry(_ path: String, fingerprint: FileFingerprint) -> Entry? {
        guard let entry = entries[path], isTrusted(recorded: entry.fingerprint, current: fingerprint) else { return nil }
        return entry
    }

    func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(ScanCache.magic)
        writer.write(ScanCache.format)
        writer.write(WeaverVersion.current)
        writer.write(optionsKey)
        writer.write(UInt64(entries.count))
        for path in entries.keys.sorted() {
            let entry = entries[path]!
            writer.write(path)
            writer.write(entry.fingerprint.size)
            writer.write(entry.fingerprint.modified)
            writer.write(entry.hash)
            let payload = entry.encodedSyntax()
            writer.write(UInt64(payload == nil ? 0 : 1))
            if let payload { writer.write(payload) }
        }
        writer.write(UInt64(lastAnnotatedTypes))
        writer.write(UInt64(lastOutputs.count))
        for path in lastOutputs.keys.sorted() {
            let record = lastOutputs[path]!
            writer.write(path)
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
        return writer.bytes
    }

    /// Writes atomically; returns a note instead of failing when the location is not writable.
    public func save(to path: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
            try Data(encoded()).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "the cache could not be written: \(error.localizedDescription)"
        }
    }
}
