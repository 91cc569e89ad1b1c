import Foundation

/// The discover stage: input paths → sorted Swift files, minus ignored paths, hidden folders
/// (`.build`, `.git`) and the tool's own outputs.
enum FileDiscovery {
    static func swiftFiles(options: WeaverOptions, excluding outputs: Set<String>) throws(PipelineError) -> [String] {
        let ignored = options.ignoredPaths.map(PathResolver.normalize)
        func isIgnored(_ path: String) -> Bool {
            ignored.contains { path == $0 || path.hasPrefix($0 + "/") } || outputs.contains(path)
        }
        var found = Set<String>()
        let manager = FileManager.default
        for input in options.inputPaths.map(PathResolver.normalize) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw PipelineError(.error(.io, "input path '\(PathResolver.relative(input, to: options.projectPath))' does not exist", at: nil))
            }
            if !isDirectory.boolValue {
                if input.hasSuffix(".swift"), !isIgnored(input) { found.insert(input) }
                continue
            }
            if isIgnored(input) { continue }
            var pending = [input]
            while let folder = pending.popLast() {
                guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                for entry in entries where !entry.hasPrefix(".") {
                    let path = folder + "/" + entry
                    if isIgnored(path) { continue }
                    var entryIsDirectory: ObjCBool = false
                    guard manager.fileExists(atPath: path, isDirectory: &entryIsDirectory) else { continue }
                    if entryIsDirectory.boolValue {
                        if options.recursive { pending.append(path) }
                    } else if entry.hasSuffix(".swift") {
                        found.insert(path)
                    }
                }
            }
        }
        return found.sorted()
    }
}

/// A problem that stops the run with exit status 2 (usage, configuration, I/O).
public struct PipelineError: Error, Sendable {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
