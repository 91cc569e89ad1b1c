import WeaverCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

extension PathPattern {
    /// The Swift files the pattern names, sorted by the bytes of their paths. Only files count: a
    /// folder the pattern names is not read (`Sources/*` is the Swift files directly in
    /// `Sources`). Hidden entries are skipped, as the folder walk skips them; a folder reached
    /// twice through symbolic links is read once.
    func swiftFiles() -> [String] {
        guard FileSystem.kind(of: base) == .directory else { return [] }
        var walk = Walk(components: components)
        walk.visit(base, from: 0)
        return walk.found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

private struct Walk {
    let components: [[UInt8]]
    var found: [String] = []
    /// (canonical folder, component index) pairs already walked: a link loop ends here.
    var visited = Set<String>()

    init(components: [[UInt8]]) {
        self.components = components
    }

    /// Reads `folder` for the components from `index` on.
    mutating func visit(_ folder: String, from index: Int) {
        guard let canonical = canonicalPath(folder), visited.insert("\(index) \(canonical)").inserted,
              let contents = DirectoryReader.read(folder, reusing: FolderListings()) else { return }
        let isLast = index == components.count - 1
        let component = components[index]
        if component == PathPattern.anyFolders {
            visit(folder, from: index + 1)
        }
        for entry in contents.entries {
            let path = FolderNode.join(folder, entry.name)
            let isFolder = entry.kind == .directory || entry.kind == .other && FileSystem.kind(of: path) == .directory
            if component == PathPattern.anyFolders {
                if isFolder { visit(path, from: index) }
                continue
            }
            guard PathPattern.component(component, matches: Array(entry.name.utf8)) else { continue }
            if isLast {
                if !isFolder, entry.name.hasSuffix(".swift"), FileSystem.kind(of: path) == .file { found.append(path) }
            } else if isFolder {
                visit(path, from: index + 1)
            }
        }
    }

    private func canonicalPath(_ path: String) -> String? { FileSystem.canonicalPath(path) }
}
