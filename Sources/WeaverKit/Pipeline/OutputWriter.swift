import Foundation

/// Writes generated files atomically (temporary file, then rename) and only when their bytes
/// change, so an unchanged run keeps the file's modification time and never leaves half a file.
enum OutputWriter {
    /// Returns true when the file was (re)written.
    static func write(_ text: String, to path: String) throws(PipelineError) -> Bool {
        let data = Data(text.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return false }
        let folder = PathResolver.directory(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw PipelineError(.error(.io, "cannot write '\(path)': \(error.localizedDescription)", at: nil))
        }
        return true
    }
}
