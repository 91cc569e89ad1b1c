import Foundation
import WeaverKit

/// `weaver clean`: deletes the cache; succeeds when there is none (SPEC §2).
enum CleanCommand {
    static func run(_ options: WeaverOptions) -> Int32 {
        let path = options.cachePath
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        do {
            try FileManager.default.removeItem(atPath: path)
            return 0
        } catch {
            let relative = PathResolver.relative(path, to: options.projectPath)
            Console.printDiagnostics([.error(.io, "cannot delete the cache '\(relative)': \(error.localizedDescription)", at: nil)])
            return UsageError.exitCode
        }
    }
}
