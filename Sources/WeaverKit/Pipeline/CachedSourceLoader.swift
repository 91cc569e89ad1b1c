import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Reads inputs through the cache: a file whose fingerprint the cache trusts is not read; a file
/// whose bytes hash as before reuses its parse result; anything else is parsed again. Reused
/// results stay encoded until `syntaxes()` is asked for them, and the cache for the next run is
/// assembled only when `newCache()` is asked for it, so a run that changed nothing decodes no
/// result and builds nothing per file (building the next cache up front, and freeing it unused,
/// would be wasted work on such a run).
///
/// Only what can change the graph counts as a change: a file whose parse result is the same as
/// before (an edit inside a function body that moves no annotation), or a file that mentions
/// weaver neither before nor after an edit (ARCHITECTURE.md: such files are not read), leaves the run on
/// the no-change fast path. With `--warn-unused` every file counts, since every file is read.
/// A change that only moves annotations (lines added above them) changes their locations but not
/// the graph's shape: the run links and validates again, for diagnostics at the new lines, but the
/// generated code cannot differ (`shapeChanged` stays false).
struct CachedSourceLoader {
    /// Where a discovered file's entry in the next cache comes from.
    enum Source: Sendable {
        /// The record of the read cache, trusted as it is.
        case record(Int)
        /// An entry made this run (the file was read).
        case entry(Int)
        /// The file could not be read; it is left out.
        case unreadable
    }

    struct Outcome: Sendable {
        let files: [DiscoveredFile]
        /// One per discovered file.
        var sources: [Source] = []
        var entries: [ScanCache.Entry] = []
        let cache: ScanCache?
        let optionsKey: UInt64
        /// True when any file was added, removed or changed since the cache was written.
        var changed = false
        /// True when a change can alter more than where annotations are: the generated code.
        var shapeChanged = false
        var filesParsed = 0
        var diagnostics: [Diagnostic] = []
        /// Every input file's bytes, only when `--warn-unused` needs them.
        var allFiles: [SourceFile] = []
        let platform: Platform?

        /// The entry of the next cache for each readable file, in path order.
        private func entry(_ file: Int) -> ScanCache.Entry? {
            switch sources[file] {
            case let .record(record): cache?.entry(record, path: files[file].relativePath)
            case let .entry(index): entries[index]
            case .unreadable: nil
            }
        }

        /// Parse results in path order, decoding reused ones (in parallel); a result that cannot be
        /// decoded is parsed again from its file.
        func syntaxes() -> [FileSyntax] {
            let mentioning = files.indices.filter { file in
                switch sources[file] {
                case let .record(record): cache?.index?.mentionsWeaver(record) == true
                case let .entry(index): entries[index].mentionsWeaver
                case .unreadable: false
                }
            }
            let decoded = ConcurrentMap.map(mentioning) { file -> FileSyntax? in
                guard let entry = entry(file) else { return nil }
                if let syntax = entry.syntax() { return syntax }
                guard let bytes = FileSystem.contents(of: files[file].path)?.bytes else { return nil }
                return FileParser.parse(SourceFile(path: entry.path, bytes: bytes), platform: platform)
            }
            return decoded.compactMap { $0 }
        }

        /// The cache for the next run, holding every readable file.
        func newCache() -> ScanCache {
            var cache = ScanCache(optionsKey: optionsKey)
            cache.entries = files.indices.compactMap(entry)
            return cache
        }
    }

    let options: WeaverOptions
    let cache: ScanCache?
    /// `CacheKey.of(options)`, taken once per run by the pipeline, which keys the cache with it too.
    let optionsKey: UInt64

    func load(_ files: [DiscoveredFile]) -> Outcome {
        var outcome = Outcome(files: files, cache: cache, optionsKey: optionsKey, platform: options.platform)
        outcome.sources.reserveCapacity(files.count)
        var toParse: [(file: SourceFile, entry: Int, previous: ScanCache.Entry?)] = []
        // Which of the read cache's files were found again; the others were deleted.
        var found = [Bool](repeating: false, count: cache?.index?.count ?? 0)
        var hint = 0
        for discovered in files {
            guard let fingerprint = discovered.fingerprint ?? FileFingerprint.of(discovered.path) else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(discovered.relativePath)'; it is skipped", at: nil))
                outcome.sources.append(.unreadable)
                continue
            }
            let record = cache?.index?.find(folder: discovered.relativeFolder, name: discovered.name, hint: &hint)
            if let record { found[record] = true }
            if !options.warnUnused, let cache, let record, cache.isTrusted(record, fingerprint: fingerprint) {
                outcome.sources.append(.record(record))
                continue
            }
            let relative = discovered.relativePath
            guard let bytes = FileSystem.contents(of: discovered.path)?.bytes else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                outcome.sources.append(.unreadable)
                continue
            }
            let file = SourceFile(path: relative, bytes: bytes)
            if options.warnUnused { outcome.allFiles.append(file) }
            let hash = ContentHash.of(file.bytes)
            let previous = record.flatMap { cache?.entry($0, path: relative) }
            outcome.sources.append(.entry(outcome.entries.count))
            if var entry = previous, entry.hash == hash {
                entry.fingerprint = fingerprint
                outcome.entries.append(entry)
                continue
            }
            if options.warnUnused { (outcome.changed, outcome.shapeChanged) = (true, true) }
            outcome.entries.append(ScanCache.Entry(path: relative, fingerprint: fingerprint, hash: hash, syntax: nil, payload: nil))
            guard Prefilter.mentionsWeaver(file.bytes) else {
                if previous?.mentionsWeaver == true { (outcome.changed, outcome.shapeChanged) = (true, true) }
                continue
            }
            toParse.append((file, outcome.entries.count - 1, previous))
        }
        let parsed = ParallelParser.parse(toParse.map(\.file), platform: options.platform)
        // Encoded on every core (each file's encoding is its own): on one core after parsing, a
        // cold run would encode its files one after another.
        let payloads = ConcurrentMap.map(parsed) { SyntaxBinaryEncoder.encode($0) }
        for ((syntax, payload), item) in zip(zip(parsed, payloads), toParse) {
            if let previous = item.previous?.encodedSyntax(), previous.elementsEqual(payload) {} else {
                outcome.changed = true
                // Only the edited files are compared, so this costs one decode and two encodings
                // each; a file new to the cache changes the shape without either.
                if let previous = item.previous?.syntax() {
                    if SyntaxBinaryEncoder.shape(of: previous) != SyntaxBinaryEncoder.shape(of: syntax) { outcome.shapeChanged = true }
                } else {
                    outcome.shapeChanged = true
                }
            }
            let entry = outcome.entries[item.entry]
            outcome.entries[item.entry] = ScanCache.Entry(path: entry.path, fingerprint: entry.fingerprint, hash: entry.hash, syntax: syntax, payload: payload)
        }
        outcome.filesParsed = parsed.count
        // A deleted file changes the graph when it mentioned weaver (with --warn-unused, always).
        if let index = cache?.index, found.indices.contains(where: { !found[$0] && (options.warnUnused || index.mentionsWeaver($0)) }) {
            (outcome.changed, outcome.shapeChanged) = (true, true)
        }
        if cache == nil { (outcome.changed, outcome.shapeChanged) = (true, true) }
        return outcome
    }
}
