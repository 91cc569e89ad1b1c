import Foundation

/// Reads inputs through the cache: a file whose fingerprint the cache trusts is not read; a file
/// whose bytes hash as before reuses its parse result; anything else is parsed again.
struct CachedSourceLoader {
    struct Outcome {
        /// Parse results in path order, for the files that mention weaver.
        var syntaxes: [FileSyntax] = []
        var newCache: ScanCache
        /// True when any file was added, removed or changed since the cache was written.
        var changed = false
        var filesParsed = 0
        var diagnostics: [Diagnostic] = []
        /// Every input file's bytes, only when `--warn-unused` needs them.
        var allFiles: [SourceFile] = []
    }

    let options: WeaverOptions
    let cache: ScanCache?

    func load(_ paths: [String]) async -> Outcome {
        var outcome = Outcome(newCache: ScanCache(optionsKey: CacheKey.of(options)))
        var slots: [FileSyntax?] = []
        var toParse: [(slot: Int, file: SourceFile)] = []
        for path in paths {
            let relative = PathResolver.relative(path, to: options.projectPath)
            guard let fingerprint = FileFingerprint.of(path) else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                continue
            }
            if !options.warnUnused, let entry = cache?.trustedEntry(relative, fingerprint: fingerprint) {
                outcome.newCache.entries[relative] = entry
                if let syntax = entry.syntax { slots.append(syntax) }
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                outcome.diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                continue
            }
            let file = SourceFile(path: relative, bytes: [UInt8](data))
            if options.warnUnused { outcome.allFiles.append(file) }
            let hash = ContentHash.of(file.bytes)
            if let entry = cache?.entries[relative], entry.hash == hash {
                outcome.newCache.entries[relative] = ScanCache.Entry(fingerprint: fingerprint, hash: hash, syntax: entry.syntax)
                if let syntax = entry.syntax { slots.append(syntax) }
                continue
            }
            outcome.changed = true
            guard SourceReader.mentionsWeaver(file.bytes) else {
                outcome.newCache.entries[relative] = ScanCache.Entry(fingerprint: fingerprint, hash: hash, syntax: nil)
                continue
            }
            outcome.newCache.entries[relative] = ScanCache.Entry(fingerprint: fingerprint, hash: hash, syntax: nil)
            toParse.append((slots.count, file))
            slots.append(nil)
        }
        let parsed = await ParallelParser.parse(toParse.map(\.file), platform: options.platform)
        for (index, syntax) in parsed.enumerated() {
            slots[toParse[index].slot] = syntax
            outcome.newCache.entries[syntax.path]?.syntax = syntax
        }
        outcome.filesParsed = parsed.count
        outcome.syntaxes = slots.compactMap { $0 }
        if let cache, Set(cache.entries.keys) != Set(outcome.newCache.entries.keys) { outcome.changed = true }
        if cache == nil { outcome.changed = true }
        return outcome
    }
}
