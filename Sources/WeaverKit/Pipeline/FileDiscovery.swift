import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The discover stage: input paths → sorted Swift files, minus ignored paths, hidden folders
/// (`.build`, `.git`) and the tool's own outputs.
package enum FileDiscovery {
    /// What discovery found, and what it learnt for the next run.
    package struct Discovery: Sendable {
        /// Sorted by the bytes of their paths.
        package var files: [DiscoveredFile] = []
        /// Warnings for what was skipped (dangling links, unreadable folders).
        package var warnings: [Diagnostic] = []
        /// The folders walked, with their listing for the next run to reuse (nil for a folder
        /// holding links or entries of unknown kind).
        var folders: [String: FolderListing?] = [:]
        /// How many folders were not listed because their listing from the last run still held.
        var foldersReused = 0
        /// How many folders were listed although their listing would now be reusable, because
        /// the last run recorded none or one made while the folder was still changing.
        var foldersNewlySettled = 0
    }

    /// The files found, and warnings for what was skipped (dangling links, unreadable folders,
    /// a folder reached twice through symbolic links).
    static func swiftFiles(options: WeaverOptions, excluding outputs: Set<String>) throws(PipelineError) -> (paths: [String], warnings: [Diagnostic]) {
        let discovery = try discover(options: options, excluding: outputs)
        return (discovery.files.map(\.path), discovery.warnings)
    }

    /// As `swiftFiles`, with each file's fingerprint where the folder walk could take it, reusing
    /// the listings in `known` of folders that did not change.
    package static func discover(options: WeaverOptions, excluding outputs: Set<String>, known: FolderListings = FolderListings()) throws(PipelineError) -> Discovery {
        let ignored = options.ignoredPaths.map(PathResolver.normalize)
        let ignoredFolders = ignored.map { $0 + "/" }
        let ignoredPatterns = ignored.filter(PathPattern.isPattern).map(PathPattern.init)
        let outputs = Array(outputs)
        func isIgnored(_ path: String) -> Bool {
            outputs.contains(path) || ignored.contains(path) || ignoredFolders.contains { path.hasPrefix($0) }
                || ignoredPatterns.contains { $0.matches(path) }
        }
        func display(_ path: String) -> String { PathResolver.relative(path, to: options.projectPath) }
        var discovery = Discovery()
        var folders: [FolderNode] = []
        var roots: [FolderNode.Child] = []
        // Folders already walked, by canonical path: a symbolic-link loop is walked once.
        var visited = Set<String>()
        for input in options.inputPaths.map(PathResolver.normalize) {
            if PathPattern.isPattern(input), FileSystem.kind(of: input) == nil {
                roots += try files(matching: input, options: options, isIgnored: isIgnored)
                continue
            }
            guard let (inputKind, fingerprint) = FileSystem.status(of: input) else {
                // Blame the project path when it is what is missing: every relative path hangs from it.
                if FileSystem.kind(of: options.projectPath) != .directory {
                    let shown = PathResolver.relative(options.projectPath, to: FileManager.default.currentDirectoryPath)
                    throw PipelineError(.error(.io, "the project path '\(shown)' is not a folder; pass --project-path <folder> "
                        + "(or set WEAVER_PROJECT_PATH), or run weaver in the project folder", at: nil))
                }
                throw PipelineError(.error(.io, "input path '\(display(input))' does not exist (relative paths, also those of a configuration file, resolve against the project path)", at: nil))
            }
            if inputKind == .other {
                throw PipelineError(.error(.io, "input path '\(display(input))' is \(FileSystem.notRegularFile); "
                    + "weaver reads only regular files and folders", at: nil))
            }
            if inputKind != .directory {
                if input.hasSuffix(".swift"), !isIgnored(input) {
                    roots.append(.file(DiscoveredFile(path: input, projectPath: options.projectPath, fingerprint: fingerprint)))
                }
                continue
            }
            if isIgnored(input) { continue }
            roots.append(.folder(folders.count))
            // Breadth first, each level's folders read on every core, then merged in order.
            var level = [folders.count]
            folders.append(FolderNode(path: input, relativePath: display(input), canonicalPath: canonicalPath(input)))
            while !level.isEmpty {
                let paths = level.map { folders[$0].path }
                let contents = ConcurrentMap.map(paths) { DirectoryReader.read($0, reusing: known) }
                var next: [Int] = []
                for (index, read) in zip(level, contents) {
                    let folder = folders[index]
                    guard let canonical = folder.canonicalPath, visited.insert(canonical).inserted else { continue }
                    guard let read else {
                        discovery.warnings.append(.warning(.io, "cannot read the folder '\(display(folder.path))'; it is skipped", at: nil))
                        continue
                    }
                    discovery.folders[folder.path] = .some(read.listing)
                    if read.reused {
                        discovery.foldersReused += 1
                    } else if let listing = read.listing, known.isSettled(listing.identity) {
                        discovery.foldersNewlySettled += 1
                    }
                    var children: [FolderNode.Child] = []
                    children.reserveCapacity(read.entries.count)
                    var resortChildren = false
                    for entry in read.entries {
                        let mayBeOutput = entry.name.hasSuffix(".swift")
                        // Paths are built only where needed: an ignored path can be a folder or a
                        // file, an output's name always ends in `.swift`.
                        if !ignored.isEmpty || mayBeOutput && !outputs.isEmpty, isIgnored(FolderNode.join(folder.path, entry.name)) { continue }
                        var entryIsDirectory = entry.kind == .directory
                        // The directory entry usually says what it is; links and unknown kinds need a stat.
                        if entry.kind == .other {
                            let path = FolderNode.join(folder.path, entry.name)
                            guard let kind = FileSystem.kind(of: path) else {
                                if entry.name.hasSuffix(".swift") {
                                    discovery.warnings.append(.warning(.io, "'\(display(path))' cannot be read (a dangling symbolic link?); it is skipped", at: nil))
                                }
                                continue
                            }
                            if kind == .other {
                                if entry.name.hasSuffix(".swift") {
                                    discovery.warnings.append(.warning(.io, "'\(display(path))' is \(FileSystem.notRegularFile); "
                                        + "it is skipped", at: nil))
                                }
                                continue
                            }
                            entryIsDirectory = kind == .directory
                            // It was sorted by its name alone, without the slash a folder's name takes.
                            resortChildren = resortChildren || entryIsDirectory
                        }
                        if entryIsDirectory {
                            guard options.recursive else { continue }
                            let path = FolderNode.join(folder.path, entry.name)
                            let relativePath = folder.relativePath == "." ? entry.name : folder.relativePath + "/" + entry.name
                            // A real folder's canonical path follows from its parent's; a link's must be resolved.
                            let canonicalChild = entry.kind == .directory ? FolderNode.join(canonical, entry.name) : canonicalPath(path)
                            children.append(.folder(folders.count))
                            next.append(folders.count)
                            folders.append(FolderNode(path: path, relativePath: relativePath, canonicalPath: canonicalChild))
                        } else if entry.name.hasSuffix(".swift") {
                            children.append(.file(DiscoveredFile(
                                folder: folder.path, relativeFolder: folder.relativePath, name: entry.name, fingerprint: entry.fingerprint)))
                        }
                    }
                    if resortChildren { children.sort { $0.sortKey(folders).utf8.lexicographicallyPrecedes($1.sortKey(folders).utf8) } }
                    folders[index].children = children
                }
                level = next
            }
        }
        discovery.files = FolderNode.files(under: roots, in: folders)
        return discovery
    }

    /// The Swift files an input pattern (Weaver 0.12's `*.swift`) names; naming none is an error,
    /// as a missing input path is.
    private static func files(matching input: String, options: WeaverOptions, isIgnored: (String) -> Bool) throws(PipelineError) -> [FolderNode.Child] {
        let files = PathPattern(input).swiftFiles()
        guard !files.isEmpty else {
            let shown = PathResolver.relative(input, to: options.projectPath)
            throw PipelineError(.error(.io, "input pattern '\(shown)' matches no Swift file (patterns, also those of a configuration "
                + "file, resolve against the project path; '**' stands for any number of folders)", at: nil))
        }
        // An ignored folder (`--ignored-path Sources/Generated`) holds files a pattern reaches.
        func isInIgnoredFolder(_ path: String) -> Bool {
            var folder = PathResolver.directory(of: path)
            while folder.utf8.count > 1 {
                if isIgnored(folder) { return true }
                folder = PathResolver.directory(of: folder)
            }
            return false
        }
        return files.filter { !isIgnored($0) && !isInIgnoredFolder($0) }.map { path in
            .file(DiscoveredFile(path: path, projectPath: options.projectPath, fingerprint: FileSystem.status(of: path)?.fingerprint))
        }
    }

    private static func canonicalPath(_ path: String) -> String? { FileSystem.canonicalPath(path) }
}

/// A Swift file found by discovery, with its size and modification time when the walk took them.
/// It keeps its folder's paths and its name rather than its own paths (building two paths per
/// file would weigh on a run where nothing changed, mostly by growing the heap).
package struct DiscoveredFile: Sendable {
    /// Absolute; the same string for every file of the folder.
    let folder: String
    /// Relative to the project, "." for the project folder itself.
    let relativeFolder: String
    let name: String
    let fingerprint: FileFingerprint?

    init(folder: String, relativeFolder: String, name: String, fingerprint: FileFingerprint?) {
        self.folder = folder
        self.relativeFolder = relativeFolder
        self.name = name
        self.fingerprint = fingerprint
    }

    /// A file given as an input path of its own.
    init(path: String, projectPath: String, fingerprint: FileFingerprint?) {
        folder = PathResolver.directory(of: path)
        relativeFolder = PathResolver.relative(folder, to: projectPath)
        name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
        self.fingerprint = fingerprint
    }

    package var path: String { FolderNode.join(folder, name) }
    /// The cache's key, and the path every output shows.
    package var relativePath: String { relativeFolder == "." ? name : relativeFolder + "/" + name }
}
