import Foundation
import XCTest

/// The README's Quick start, run as written: its shell blocks in a fresh folder with the built
/// `weaver` and the toolchain's `swift` first on PATH, its Swift block as the file it names, and
/// the program's output compared with the README's `text` block.
final class QuickStartEndToEndTests: XCTestCase {
    private struct Block {
        let language: String
        let text: String
    }

    /// The fenced blocks of the README's Quick start, in order.
    private func quickStartBlocks() throws -> [Block] {
        let readme = try String(contentsOf: EndToEnd.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "## Quick start\n"))
        let end = try XCTUnwrap(readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex))
        var blocks: [Block] = []
        var current: (language: String, lines: [String])?
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(Block(language: open.language, text: open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    private func shell(_ script: String, in folder: URL) throws -> EndToEnd.Output {
        let tools = [EndToEnd.weaver.deletingLastPathComponent().path, EndToEnd.swiftc.deletingLastPathComponent().path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (tools + [environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":")
        return try EndToEnd.run(URL(fileURLWithPath: "/bin/bash"), ["-euo", "pipefail", "-c", script], in: folder,
                                environment: environment, timeout: 600)
    }

    func testQuickStartWorksAsWritten() throws {
        let blocks = try quickStartBlocks()
        XCTAssertEqual(blocks.map(\.language), ["sh", "swift", "sh", "text"])
        guard blocks.count == 4 else { return }
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }

        let create = try shell(blocks[0].text, in: folder)
        XCTAssertEqual(create.status, 0, create.standardOutput + create.standardError)
        let package = folder.appendingPathComponent("MyApp")
        try Data(blocks[1].text.utf8).write(to: package.appendingPathComponent("Sources/MyApp/MyApp.swift"))

        let run = try shell(blocks[2].text, in: package)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.hasSuffix(blocks[3].text), run.standardOutput)
        XCTAssertFalse(run.standardError.contains("warning:"), run.standardError)

        // The mistake the README invites: without the logger, weaver stops at the reference.
        let file = package.appendingPathComponent("Sources/MyApp/MyApp.swift")
        let broken = blocks[1].text.replacingOccurrences(of: "    // weaver: logger = ConsoleLogger <- Logging\n", with: "")
        XCTAssertNotEqual(broken, blocks[1].text)
        try Data(broken.utf8).write(to: file)
        let weaverLine = try XCTUnwrap(blocks[2].text.split(separator: "\n").first { $0.hasPrefix("weaver ") })
        let failing = try shell(String(weaverLine), in: package)
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.standardError.hasPrefix("Sources/MyApp/MyApp.swift:14:5: error: cannot resolve 'logger: Logging'"),
                      failing.standardError)
    }
}
