#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import WeaverKit
import WeaverCore

/// `weaver clean`: deletes the cache; succeeds when there is none (docs/commands.md). It deletes only a
/// file that starts with the cache's header: a cache path naming a folder, the project or a
/// source file deletes nothing and says why (a warning: CI runs `clean && check`, and a damaged
/// cache is no reason to fail, since `check` ignores it).
enum CleanCommand {
    static func run(_ options: WeaverOptions) -> Int32 {
        let path = options.cachePath
        let relative = PathResolver.relative(path, to: options.projectPath)
        switch CacheFileRemoval.remove(path) {
        case .removed, .absent:
            return 0
        case let .refused(reason):
            Console.printDiagnostics([.warning(.io, "nothing deleted: '\(relative)' \(reason)", at: nil)])
            return 0
        case let .failed(reason):
            Console.printDiagnostics([.error(.io, "cannot delete the cache '\(relative)': \(reason)", at: nil)])
            return UsageError.exitCode
        }
    }
}
