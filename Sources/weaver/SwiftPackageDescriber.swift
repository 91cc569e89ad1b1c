#if canImport(FoundationEssentials)
import FoundationEssentials
#endif
import Foundation
import WeaverCommandLine
import WeaverKit
import WeaverLanguageServer

/// `swift package describe --type json` in a package's folder, for `weaver lsp` (docs/editors.md): the
/// targets and their dependencies as SwiftPM sees them. `WEAVER_SWIFT` names the `swift` to run
/// (default: the one on `PATH`).
enum SwiftPackageDescriber {
    static func describe(_ root: String, environment: [String: String]) -> Result<[UInt8], PackageDescriptionFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [environment["WEAVER_SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift",
                             "package", "--package-path", root, "describe", "--type", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(PackageDescriptionFailure("cannot run swift: \(error.localizedDescription)"))
        }
        // Both pipes are drained while it runs: a full pipe would block it.
        nonisolated(unsafe) var errorText = Data()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errorText = errors.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        reading.wait()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errorText, as: UTF8.self).split(separator: "\n").filter { $0.contains("error") }.prefix(3).joined(separator: "; ")
            return .failure(PackageDescriptionFailure(said.isEmpty ? "exit status \(process.terminationStatus)" : said))
        }
        return .success(Array(json))
    }
}
