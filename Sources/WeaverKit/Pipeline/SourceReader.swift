import Foundation

/// Reads input files and keeps those whose bytes mention `weaver` or `Weaver` (SPEC §1: the
/// others cannot hold annotations; `Weaver` too, because a file may use only `@Weaver` wrappers).
enum SourceReader {
    private static let marker = Array("eaver".utf8)

    /// With `keepingAll`, every readable file is also returned in `allFiles` (for `--warn-unused`).
    static func read(_ paths: [String], projectPath: String, keepingAll: Bool = false)
        -> (files: [SourceFile], allFiles: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var allFiles: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            let relative = PathResolver.relative(path, to: projectPath)
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.warning(.io, "cannot read '\(relative)'; it is skipped", at: nil))
                continue
            }
            let file = SourceFile(path: relative, bytes: [UInt8](data))
            if keepingAll { allFiles.append(file) }
            guard mentionsWeaver(file.bytes) else { continue }
            files.append(file)
        }
        return (files, allFiles, diagnostics)
    }

    static func mentionsWeaver(_ bytes: [UInt8]) -> Bool {
        guard bytes.count > marker.count else { return false }
        var index = 1
        let last = bytes.count - marker.count
        while index <= last {
            if bytes[index] == marker[0], bytes[index - 1] == UInt8(ascii: "w") || bytes[index - 1] == UInt8(ascii: "W") {
                var matched = 1
                while matched < marker.count, bytes[index + matched] == marker[matched] { matched += 1 }
                if matched == marker.count { return true }
            }
            index += 1
        }
        return false
    }
}

/// Parses files concurrently; each child returns its result and the merge keeps input order,
/// so the output never depends on timing.
enum ParallelParser {
    static func parse(_ files: [SourceFile], platform: Platform?) async -> [FileSyntax] {
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        let chunkSize = (files.count + workers - 1) / max(workers, 1)
        guard files.count > 1, workers > 1 else { return files.map { FileParser.parse($0, platform: platform) } }
        return await withTaskGroup(of: (Int, [FileSyntax]).self) { group in
            for chunk in 0..<workers {
                let range = (chunk * chunkSize)..<min(files.count, (chunk + 1) * chunkSize)
                if range.isEmpty { continue }
                let slice = Array(files[range])
                group.addTask { (chunk, slice.map { FileParser.parse($0, platform: platform) }) }
            }
            var chunks: [(Int, [FileSyntax])] = []
            for await chunk in group { chunks.append(chunk) }
            return chunks.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}
