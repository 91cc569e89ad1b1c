// Target `cache`: the scan cache file, read as `ScanCache.load` reads it, then used as a run uses
// it: every record looked up by its path, every payload decoded, the folder listings and output
// records consulted, and the next cache encoded from the loaded entries and read back.
//
// Each input is read twice: as it is (the checksum and header checks), and "repaired" — the
// header's length and the trailing XXH64 made to match the bytes — because a random mutation
// almost never keeps the checksum, and the body's reader would otherwise be out of reach.

import Foundation

enum FuzzCacheTarget {
    /// The cache file's modification time as the reader is given it (any time in 2025).
    static let modified: Int64 = 1_750_000_000_000_000_000
    static let projectPath = "/fuzz/project"

    static func run(_ bytes: [UInt8]) {
        let header = Header(bytes)
        load(bytes, optionsKey: header?.optionsKey ?? 0)
        if let header, let repaired = header.repaired(bytes), repaired != bytes {
            load(repaired, optionsKey: header.optionsKey)
        }
    }

    /// `WEAVER_FUZZ_REPAIR_CACHE=<output> fuzz-cache <input>`: the input with the header's length
    /// and the checksum made right, so that `ScanCache.read` alone reproduces a finding.
    static func writeRepaired(from input: String, to output: String) {
        guard let data = FileManager.default.contents(atPath: input) else { return }
        let bytes = [UInt8](data)
        let repaired = Header(bytes)?.repaired(bytes) ?? bytes
        _ = FileManager.default.createFile(atPath: output, contents: Data(repaired))
    }

    private static func load(_ bytes: [UInt8], optionsKey: UInt64) {
        _ = ScanCache.isCacheFile(prefix: bytes)
        let (cache, _) = ScanCache.read(bytes: bytes, modified: modified, optionsKey: optionsKey, projectPath: projectPath)
        guard let cache else { return }
        walk(cache, bytes: bytes)
        // The next run's cache holds the reused records as they are.
        var next = ScanCache(optionsKey: optionsKey)
        let table = Header.tableOffset(bytes)
        next.entries = (0..<(cache.index?.count ?? 0)).compactMap {
            cache.entry($0, path: Header.recordPath(bytes, table: table, $0) ?? "R\($0).swift")
        }
        next.lastDiagnostics = cache.lastDiagnostics
        next.lastOutputs = cache.lastOutputs
        next.folders = cache.folders
        let encoded = next.encoded(projectPath: projectPath)
        _ = ScanCache.read(bytes: encoded, modified: modified, optionsKey: optionsKey, projectPath: projectPath)
    }

    private static func walk(_ cache: ScanCache, bytes: [UInt8]) {
        let listings = cache.folderListings
        for (path, listing) in cache.folders {
            _ = listing.entries()
            _ = listings.isSettled(listing.identity)
            _ = listings.reusable(path, identity: listing.identity)
        }
        for path in cache.lastOutputs.keys { _ = cache.isTrustedOutput(path) }
        for diagnostic in cache.lastDiagnostics { _ = DiagnosticFormatter.text(diagnostic) }
        guard let index = cache.index else { return }
        // Discovery asks for files in path order with a moving hint; ask for each record's own
        // path that way, and once more without a useful hint.
        var hint = 0
        var coldHint = index.count
        let table = Header.tableOffset(bytes)
        for record in 0..<index.count {
            let path = Header.recordPath(bytes, table: table, record) ?? "R\(record).swift"
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            _ = index.find(folder: folder, name: name, hint: &hint)
            _ = index.find(path, hint: &coldHint)
            let fingerprint = index.fingerprint(record)
            _ = index.hash(record)
            _ = index.mentionsWeaver(record)
            _ = index.payload(record)
            _ = cache.isTrusted(record, fingerprint: fingerprint)
            guard let entry = cache.entry(record, path: path) else { continue }
            _ = entry.mentionsWeaver
            _ = entry.encodedSyntax()
            if let syntax = entry.syntax() { FuzzSyntaxTarget.use(syntax) }
        }
    }

    /// The fields in front of the cache's body, read as `ScanCache.read` reads them.
    struct Header {
        let optionsKey: UInt64
        /// Where the recorded file length is.
        let lengthOffset: Int

        init?(_ bytes: [UInt8]) {
            var reader = BinaryReader(bytes)
            guard reader.readRange() != nil, reader.readUInt64() != nil, reader.readString() != nil,
                  let optionsKey = reader.readUInt64() else { return nil }
            self.optionsKey = optionsKey
            lengthOffset = reader.offset
        }

        /// `bytes` with the recorded length and the trailing checksum made right.
        func repaired(_ bytes: [UInt8]) -> [UInt8]? {
            guard bytes.count >= lengthOffset + 16 else { return nil }
            var repaired = bytes
            Self.put(UInt64(bytes.count), into: &repaired, at: lengthOffset)
            Self.put(ContentHash.of(repaired, range: 0..<(repaired.count - 8)), into: &repaired, at: repaired.count - 8)
            return repaired
        }

        private static func put(_ value: UInt64, into bytes: inout [UInt8], at offset: Int) {
            for index in 0..<8 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> UInt64(index * 8)) }
        }

        /// Where the table of files starts, found by walking the body as `ScanCache.readBody` does
        /// (CacheIndex keeps it private); nil when the layout differs.
        static func tableOffset(_ bytes: [UInt8]) -> Int? {
            var reader = BinaryReader(bytes)
            guard reader.readRange() != nil, reader.readUInt64() != nil, reader.readString() != nil,
                  reader.readUInt64() != nil, reader.readUInt64() != nil,
                  reader.readUInt64() != nil, let outputs = reader.readUInt64(), outputs < 100 else { return nil }
            for _ in 0..<outputs {
                guard reader.readString() != nil, reader.readUInt64() != nil, reader.readUInt64() != nil,
                      reader.readUInt64() != nil else { return nil }
            }
            guard reader.readRange() != nil, reader.readUInt64() != nil, let folders = reader.readUInt64(), folders < 10_000_000 else { return nil }
            for _ in 0..<folders {
                guard reader.readString() != nil, reader.readUInt64() != nil, reader.readUInt64() != nil,
                      reader.readUInt64() != nil, reader.readUInt64() != nil, reader.readRange() != nil else { return nil }
            }
            guard reader.readUInt64() != nil else { return nil }
            return reader.offset
        }

        /// The path of the table's `record`, read from the record's offset and length fields.
        static func recordPath(_ bytes: [UInt8], table: Int?, _ record: Int) -> String? {
            guard let table else { return nil }
            let field = table + record * CacheIndex.recordSize
            guard field + 16 <= bytes.count else { return nil }
            var fields = BinaryReader(Array(bytes[field..<(field + 16)]))
            guard let offset = fields.readUInt64(), let length = fields.readUInt64(),
                  offset <= UInt64(bytes.count), length <= UInt64(bytes.count) - offset else { return nil }
            return String(decoding: bytes[Int(offset)..<Int(offset + length)], as: UTF8.self)
        }
    }
}
