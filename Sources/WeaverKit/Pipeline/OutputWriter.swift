import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Writes generated files atomically (temporary file, then rename) and only when their bytes
/// change, so an unchanged run keeps the file's modification time and never leaves half a file.
enum OutputWriter {
    /// Returns true when the file was (re)written. Errors name the file relative to `projectPath`
    /// (docs/commands.md: no absolute path in any output).
    static func write(_ text: String, to path: String, projectPath: String) throws(PipelineError) -> Bool {
        if holds(text, path) { return false }
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            let relative = PathResolver.relative(path, to: projectPath)
            throw PipelineError(.error(.io, "cannot write '\(relative)': \(error.reason)", at: nil))
        }
        return true
    }

    /// True when the file holds exactly `text`. Compared in place: copying a large output into
    /// `Data` first, only to find it unchanged, would be work for nothing; and a file of another
    /// size is not read at all.
    private static func holds(_ text: String, _ path: String) -> Bool {
        var text = text
        let count = text.utf8.count
        guard FileFingerprint.of(path)?.size == Int64(count),
              let existing = FileSystem.contents(of: path)?.bytes, existing.count == count else { return false }
        return text.withUTF8 { expected in
            existing.withUnsafeBytes { actual in
                count == 0 || memcmp(actual.baseAddress!, expected.baseAddress!, count) == 0
            }
        }
    }
}
