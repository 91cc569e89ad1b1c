import WeaverCore
/// The modules a folder's annotated Swift files (those that mention weaver) import (`import
/// Core`, `@testable import Feature.Screen`, `import struct Core.Clock`: the first name), read
/// with the scanner, so that an `import` in a comment or a string does not count. An `import` inside `#if` counts whatever the condition:
/// reading one summary too many costs little, missing one would change what the module links.
/// The folder is read as discovery reads one (`DirectoryReader`: hidden entries skipped, the
/// entry's kind from the listing, a stat only for links); a folder reached twice (through a
/// link) is read once.
enum SourceImports {
    static func modules(inFolder folder: String) -> Set<String> {
        var found = Set<String>()
        var pending = [folder]
        var visited = Set<String>()
        while let current = pending.popLast() {
            guard let canonical = FileSystem.canonicalPath(current), visited.insert(canonical).inserted,
                  let contents = DirectoryReader.read(current, reusing: FolderListings()) else { continue }
            for entry in contents.entries {
                let path = FolderNode.join(current, entry.name)
                let kind = entry.kind == .other ? FileSystem.kind(of: path) : entry.kind == .directory ? .directory : .file
                switch kind {
                case .directory?: pending.append(path)
                case .file? where entry.name.hasSuffix(".swift"):
                    // Only an annotated file's imports name what the module's annotations use
                    // (Swift imports are per file); the build reruns an importing target only
                    // when such a file changes (the plugin's inputs, docs/build-systems.md).
                    guard let bytes = FileSystem.contents(of: path)?.bytes, Prefilter.mentionsWeaver(bytes) else { continue }
                    for declaration in Scanner.scan(bytes).imports { found.insert(declaration.module) }
                default: break
                }
            }
        }
        return found
    }
}
