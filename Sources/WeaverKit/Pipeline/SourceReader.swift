import Foundation

/// Reads input files and keeps those whose bytes mention `weaver` or `Weaver` (SPEC §1: the
/// others cannot hold annotations; `Weaver` too, because a file may use only `@Weaver` wrappers).
enum SourceReader {

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

    /// Looks for `weaver`/`Weaver` by finding each `v` with `memchr` (a vectorised scan) and
    /// checking the bytes around it.
    static func mentionsWeaver(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count >= 6 else { return false }
            var offset = 3
            while offset + 3 <= buffer.count {
                guard let found = memchr(base + offset, Int32(UInt8(ascii: "v")), buffer.count - 2 - offset) else { return false }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if buffer[position - 2] == UInt8(ascii: "e"), buffer[position - 1] == UInt8(ascii: "a"),
                   buffer[position + 1] == UInt8(ascii: "e"), buffer[position + 2] == UInt8(ascii: "r"),
                   buffer[position - 3] == UInt8(ascii: "w") || buffer[position - 3] == UInt8(ascii: "W") {
                    return true
                }
                offset = position + 1
            }
            return false
        }
    }
}

/// Parses files concurrently; the merge keeps input order, so the output never depends on timing.
enum ParallelParser {
    static func parse(_ files: [SourceFile], platform: Platform?) -> [FileSyntax] {
        ConcurrentMap.map(files) { FileParser.parse($0, platform: platform) }
    }
}
