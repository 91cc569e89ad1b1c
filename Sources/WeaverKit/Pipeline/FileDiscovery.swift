import Foundation

/// The discover stage: input paths → sorted Swift files, minus ignored paths, hidden folders
/// (`.build`, `.git`) and the tool's own outputs.
enum FileDiscovery {
    /// The files found, and warnings for what was skipped (dangling links, unreadable folders,
    /// a folder reached twice through symbolic links).
    static func swiftFiles(options: WeaverOptions, excluding outputs: Set<String>) throws(PipelineError) -> (paths: [String], warnings: [Diagnostic]) {
        let (files, warnings) = try discover(options: options, excluding: outputs)
        return (files.map(\.path), warnings)
    }

    /// As `swiftFiles`, with each file's fingerprint where the folder walk could take it.
    static func discover(options: WeaverOptions, excluding outputs: Set<String>) throws(PipelineError) -> (files: [DiscoveredFile], warnings: [Diagnostic]) {
        let ignored = options.ignoredPaths.map(PathResolver.normalize)
        func isIgnored(_ path: String) -> Bool {
            ignored.contains { path == $0 || path.hasPrefix($0 + "/") } || outputs.contains(path)
        }
        func display(_ path: String) -> String { PathResolver.relative(path, to: options.projectPath) }
        var found: [String: FileFingerprint?] = [:]
        var warnings: [Diagnostic] = []
        // Folders already walked, by canonical path: a symbolic-link loop is walked once.
        var visited = Set<String>()
        let manager = FileManager.default
        for input in options.inputPaths.map(PathResolver.normalize) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw PipelineError(.error(.io, "input path '\(display(input))' does not exist", at: nil))
            }
            if !isDirectory.boolValue {
                if input.hasSuffix(".swift"), !isIgnored(input) { found[input] = .some(nil) }
                continue
            }
            if isIgnored(input) { continue }
            // Breadth first, each level's folders listed on every core, then merged in order.
            var level = [input]
            while !level.isEmpty {
                let listings = ConcurrentMap.map(level) { folder in (canonicalPath(folder), DirectoryReader.entries(of: folder)) }
                var next: [String] = []
                for (folder, (canonical, listing)) in zip(level, listings) {
                    guard let canonical, visited.insert(canonical).inserted else { continue }
                    guard let entries = listing else {
                        warnings.append(.warning(.io, "cannot read the folder '\(display(folder))'; it is skipped", at: nil))
                        continue
                    }
                    for (entry, knownKind, fingerprint) in entries where !entry.hasPrefix(".") {
                        let path = folder + "/" + entry
                        if isIgnored(path) { continue }
                        // The directory entry usually says what it is; links and unknown kinds need a stat.
                        var entryIsDirectory = ObjCBool(knownKind == .directory)
                        if knownKind == .other, !manager.fileExists(atPath: path, isDirectory: &entryIsDirectory) {
                            if entry.hasSuffix(".swift") {
                                warnings.append(.warning(.io, "'\(display(path))' cannot be read (a dangling symbolic link?); it is skipped", at: nil))
                            }
                            continue
                        }
                        if entryIsDirectory.boolValue {
                            if options.recursive { next.append(path) }
                        } else if entry.hasSuffix(".swift") {
                            found[path] = .some(fingerprint)
                        }
                    }
                }
                level = next
            }
        }
        let files = found.map { DiscoveredFile(path: $0.key, fingerprint: $0.value) }.sorted { $0.path < $1.path }
        return (files, warnings)
    }

    /// The path with every symbolic link resolved, or nil when it cannot be (a loop, say).
    private static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A Swift file found by discovery, with its size and modification time when the walk took them.
struct DiscoveredFile: Sendable {
    let path: String
    let fingerprint: FileFingerprint?
}

/// `readdir` with the entry kinds it reports, sparing a `stat` per folder entry, and an `fstatat`
/// relative to the open folder for each Swift file (measured: `stat` by full path was a sixth of
/// a run where nothing changed, half of it the kernel walking the path again).
enum DirectoryReader {
    enum Kind { case directory, file, other }

    /// The folder's entries, or nil when it cannot be read. Regular `.swift` files carry their
    /// fingerprint.
    static func entries(of folder: String) -> [(name: String, kind: Kind, fingerprint: FileFingerprint?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var result: [(name: String, kind: Kind, fingerprint: FileFingerprint?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            // DT_DIR and DT_REG have these values on Linux and Darwin alike.
            let kind: Kind = switch entry.pointee.d_type {
            case 4: .directory
            case 8: .file
            default: .other
            }
            let fingerprint = kind == .file && name.hasSuffix(".swift") ? FileFingerprint.of(name, inFolder: descriptor) : nil
            result.append((name, kind, fingerprint))
        }
        // Name order keeps warnings and the walk independent of the file system's entry order.
        return result.sorted { $0.name < $1.name }
    }
}

/// A problem that stops the run with exit status 2 (usage, configuration, I/O).
public struct PipelineError: Error, Sendable {
    public let diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
