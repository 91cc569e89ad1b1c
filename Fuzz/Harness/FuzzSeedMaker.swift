// Seeds for the `cache` and `syntax` targets in the current cache format, made from Swift files
// by the fuzzer executable itself (Scripts/fuzz.sh runs it before fuzzing), so the seeds never
// lag behind a format change:
//
//   WEAVER_FUZZ_MAKE_SEEDS=<folder> .build-fuzz/weaver-fuzzer <project-folder>…
//
// writes <folder>/syntax/<file>.bin (one encoded parse result per annotated file) and
// <folder>/cache/<project>.cache (a cache of each project folder, as a run would write it: every
// Swift file with its fingerprint and hash, payloads for the annotated ones, the last run's
// diagnostics, an output record and the folder listings).

import Foundation

enum FuzzSeedMaker {
    static func make(into folder: String, projects: [String]) {
        let fileManager = FileManager.default
        try? fileManager.createDirectory(atPath: folder + "/syntax", withIntermediateDirectories: true)
        try? fileManager.createDirectory(atPath: folder + "/cache", withIntermediateDirectories: true)
        for project in projects {
            let projectName = project.split(separator: "/").last.map(String.init) ?? "project"
            var relativeFiles: [String] = []
            var folders: [String: [(name: String, isDirectory: Bool)]] = [".": []]
            let enumerator = fileManager.enumerator(atPath: project)
            while let relative = enumerator?.nextObject() as? String {
                let parent = relative.contains("/") ? String(relative[..<relative.lastIndex(of: "/")!]) : "."
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                var isDirectory: ObjCBool = false
                _ = fileManager.fileExists(atPath: project + "/" + relative, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    folders[relative] = []
                    folders[parent, default: []].append((name, true))
                } else if relative.hasSuffix(".swift") {
                    folders[parent, default: []].append((name, false))
                    relativeFiles.append(relative)
                }
            }
            var cache = ScanCache(optionsKey: CacheKey.of(WeaverOptions(projectPath: FuzzCacheTarget.projectPath)))
            for relative in relativeFiles.sorted(by: CacheIndex.precedes) {
                guard let data = fileManager.contents(atPath: project + "/" + relative) else { continue }
                let bytes = [UInt8](data)
                let fingerprint = FileFingerprint(size: Int64(bytes.count), modified: FuzzCacheTarget.modified - 10_000_000_000)
                var syntax: FileSyntax?
                var payload: [UInt8]?
                if Prefilter.mentionsWeaver(bytes) {
                    let parsed = FileParser.parse(SourceFile(path: relative, bytes: bytes))
                    let encoded = SyntaxBinaryEncoder.encode(parsed)
                    (syntax, payload) = (parsed, encoded)
                    let seedName = projectName + "-" + relative.replacingOccurrences(of: "/", with: "-") + ".bin"
                    _ = fileManager.createFile(atPath: folder + "/syntax/" + seedName, contents: Data(encoded))
                    cache.lastDiagnostics += parsed.diagnostics
                    cache.lastAnnotatedTypes += parsed.types.count
                }
                cache.entries.append(ScanCache.Entry(path: relative, fingerprint: fingerprint, hash: ContentHash.of(bytes),
                                                     syntax: syntax, payload: payload))
            }
            let output = PathResolver.join(FuzzCacheTarget.projectPath, "Weaver.swift")
            cache.lastOutputs[output] = ScanCache.OutputRecord(
                hash: 0x5EED, fingerprint: FileFingerprint(size: 1234, modified: FuzzCacheTarget.modified - 5_000_000_000))
            cache.walkDuration = 2_000_000
            for (path, entries) in folders {
                let identity = FolderListing.Identity(device: 42, inode: UInt64(path.utf8.count), modified: FuzzCacheTarget.modified - 20_000_000_000,
                                                      changed: FuzzCacheTarget.modified - 20_000_000_000)
                cache.folders[PathResolver.join(FuzzCacheTarget.projectPath, path)] = FolderListing(identity: identity, entries: entries)
            }
            let encoded = cache.encoded(projectPath: FuzzCacheTarget.projectPath)
            _ = fileManager.createFile(atPath: folder + "/cache/" + projectName + ".cache", contents: Data(encoded))
        }
    }
}
