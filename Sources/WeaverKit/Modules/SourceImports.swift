#if canImport(Glibc)
import Glibc
#endif

/// The modules a folder's Swift files import (`import Core`, `@testable import Feature.Screen`,
/// `import struct Core.Clock`: the first name), read with the scanner, so that an `import` in a
/// comment or a string does not count. An `import` inside `#if` counts whatever the condition:
/// reading one summary too many costs little, missing one would change what the module links.
/// Hidden folders are skipped, as discovery skips them; a folder reached twice (through a link)
/// is read once.
enum SourceImports {
    private struct FolderID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    static func modules(inFolder folder: String) -> Set<String> {
        var found = Set<String>()
        var pending = [folder]
        var seen = Set<FolderID>()
        while let current = pending.popLast() {
            var info = stat()
            guard stat(current, &info) == 0, seen.insert(FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted,
                  let directory = opendir(current) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    String(decoding: raw.bindMemory(to: UInt8.self).prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = PathResolver.join(current, name)
                switch FileSystem.kind(of: path) {
                case .directory: pending.append(path)
                case .file where name.hasSuffix(".swift"):
                    guard let bytes = FileSystem.contents(of: path)?.bytes else { continue }
                    for declaration in Scanner.scan(bytes).imports { found.insert(declaration.module) }
                default: break
                }
            }
        }
        return found
    }
}
