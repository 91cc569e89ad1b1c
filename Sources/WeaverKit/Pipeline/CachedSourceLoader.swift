import Foundation

/// Reads inputs through the cache: a file whose fingerprint the cache trusts is not read; a file
/// whose bytes hash as before reuses its parse result; anything else is parsed again. Reused
/// results stay encoded until `syntaxes()` is asked for them, so a run that changed nothing
/// never decodes one.
///
/// Only what can change the graph counts as a change: a file whose parse result is the same as
/// before (an edit inside a function body that moves no annotation), or a file that mentions
/// weaver neither before nor after an edit (SPEC §1: such files are not read), leaves the run on
/// the no-change fast path. With `--warn-unused` every file counts, since every file is read.
struct CachedSourceLoader {
    enum Slot {
        case cached(absolutePath: String, entry: ScanCache.Entry)
        case parsed(FileSyntax)
    }

    struct Outcome {
        var slots: [Slot] = []
        var newCache: ScanCache
        /// True when any file was added, removed or changed since the cache was written.
        var changed = false
        var filesParsed = 0
        var diagnostics: [Diagnostic] = []
        /// Every input file's bytes, only when `--warn-unused` needs them.
        var allFiles: [SourceFile] = []
        let platform: Platform?

        /// Parse results in path order, decoding reused ones (in parallel); a result that cannot be
        /// decoded is parsed again from its file.
        mutating func syntaxes() -> [FileSyntax] {
            let platform = self.platform
            let decoded = ConcurrentMap.map(slots) { slot -> FileSyntax? in
                switch slot {
                case let .parsed(syntax):
                    return syntax
                case let .cached(absolutePath, entry):
                    if let syntax = entry.syntax() { return syntax }
                    guard let data = FileManager.default.contents(atPath: absolutePath) else { return nil }
                    return FileParser.parse(SourceFile(path: entry.path, bytes: [UInt8](data)), platform: platform)
                }
            }
            return decoded.compactMap { $0 }
        }
    }

    let options: WeaverOptions
    let cache: ScanCache?

    func load(_ files: [DiscoveredFile]) -> Outcome {
        var outcome = Outcome(newCache: ScanCache(optionsKey: CacheKey.of(options)), platform: options.platform)
        outcome.newCache.entries.reserveCapacity(files.count)
        var toParse: [(slot: Int, file: SourceFile, fingerprint: FileFingerprint, hash: UInt64, previous: ScanCache.Entry?, entry: Int)] = []
        // Which of the read cache's files were found again; the others were deleted.
        var found = [Bool](repeating: false, count: cache?.index?.count ?? 0)
        var hint = 0
        for discovered in files {
            let path = discovered.path
            let relative = PathResolver.relative(path, to: options.projectPath)
            guard let fingerprint = discovered.fingerprint ?? FileFingerprint.of(path) else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                continue
            }
            let record = cache?.index?.find(relative, hint: &hint)
            if let record { found[record] = true }
            if !options.warnUnused, let cache, let record, cache.isTrusted(record, fingerprint: fingerprint),
               let entry = cache.entry(record, path: relative) {
                outcome.newCache.entries.append(entry)
                if entry.mentionsWeaver { outcome.slots.append(.cached(absolutePath: path, entry: entry)) }
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                continue
            }
            let file = SourceFile(path: relative, bytes: [UInt8](data))
            if options.warnUnused { outcome.allFiles.append(file) }
            let hash = ContentHash.of(file.bytes)
            let previous = record.flatMap { cache?.entry($0, path: relative) }
            if var entry = previous, entry.hash == hash {
                entry.fingerprint = fingerprint
                outcome.newCache.entries.append(entry)
                if entry.mentionsWeaver { outcome.slots.append(.cached(absolutePath: path, entry: entry)) }
                continue
            }
            if options.warnUnused { outcome.changed = true }
            let entryIndex = outcome.newCache.entries.count
            outcome.newCache.entries.append(ScanCache.Entry(path: relative, fingerprint: fingerprint, hash: hash, syntax: nil, payload: nil))
            guard SourceReader.mentionsWeaver(file.bytes) else {
                if previous?.mentionsWeaver == true { outcome.changed = true }
                continue
            }
            toParse.append((outcome.slots.count, file, fingerprint, hash, previous, entryIndex))
            outcome.slots.append(.parsed(FileSyntax(path: relative)))
        }
        let parsed = ParallelParser.parse(toParse.map(\.file), platform: options.platform)
        for (index, syntax) in parsed.enumerated() {
            let item = toParse[index]
            let payload = SyntaxBinaryEncoder.encode(syntax)
            if let previous = item.previous?.encodedSyntax(), previous.elementsEqual(payload) {} else { outcome.changed = true }
            outcome.slots[item.slot] = .parsed(syntax)
            outcome.newCache.entries[item.entry] = ScanCache.Entry(path: syntax.path, fingerprint: item.fingerprint, hash: item.hash, syntax: syntax, payload: payload)
        }
        outcome.filesParsed = parsed.count
        // A deleted file changes the graph when it mentioned weaver (with --warn-unused, always).
        if let index = cache?.index, found.indices.contains(where: { !found[$0] && (options.warnUnused || index.mentionsWeaver($0)) }) {
            outcome.changed = true
        }
        if cache == nil { outcome.changed = true }
        return outcome
    }
}
