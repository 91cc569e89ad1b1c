import Foundation

/// Writes generated files atomically (temporary file, then rename) and only when their bytes
/// change, so an unchanged run keeps the file's modification time and never leaves half a file.
enum OutputWriter {
    /// Returns true when the file was (re)written. Errors name the file relative to `projectPath`
    /// (SPEC §2: no absolute path in any output).
    static func write(_ text: String, to path: String, projectPath: String) throws(PipelineError) -> Bool {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return false }
        let folder = PathResolver.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let relative = PathResolver.relative(path, to: projectPath)
            let relativeFolder = PathResolver.relative(folder, to: projectPath)
            // Foundation's reason may quote the paths it was given; show them relative as well.
            let reason = error.localizedDescription
                .replacingOccurrences(of: path, with: relative)
                .replacingOccurrences(of: folder, with: relativeFolder)
            throw PipelineError(.error(.io, "cannot write '\(relative)': \(reason)", at: nil))
        }
        return true
    }
}
