import Foundation
import XCTest

/// Every block of the README and `docs/` that shows a command with its output (a `console`
/// block: `$ command` lines, each followed by what it prints) is run and compared: a copy of
/// `Fixtures/` is the working folder, and `swift run weaver` and `weaver` are the built tool. A
/// `$` line in a block of another language would escape this check, so there is none.
final class DocumentedCommandsEndToEndTests: XCTestCase {
    private struct Example {
        let page: String
        let command: String
        let output: String
    }

    private func pages() throws -> [URL] {
        let docs = EndToEnd.repositoryRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return [EndToEnd.repositoryRoot.appendingPathComponent("README.md")] + names.map { docs.appendingPathComponent($0) }
    }

    /// The fenced blocks of a page, with their language and lines, indentation removed.
    private func blocks(of page: URL) throws -> [(language: String, lines: [String])] {
        var blocks: [(language: String, lines: [String])] = []
        var open: (language: String, indent: Int, lines: [String])?
        for line in try String(contentsOf: page, encoding: .utf8).components(separatedBy: "\n") {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                if let current = open {
                    blocks.append((current.language, current.lines))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), line.count - trimmed.count, [])
                }
            } else if let current = open {
                open?.lines.append(String(line.dropFirst(min(current.indent, line.prefix { $0 == " " }.count))))
            }
        }
        return blocks
    }

    private func examples() throws -> [Example] {
        var examples: [Example] = []
        for page in try pages() {
            for block in try blocks(of: page) where block.language == "console" {
                var command: String?
                var output: [String] = []
                for line in block.lines + ["$ "] {
                    guard line.hasPrefix("$ ") else {
                        output.append(line)
                        continue
                    }
                    if let command { examples.append(Example(page: page.lastPathComponent, command: command, output: output.joined(separator: "\n") + "\n")) }
                    (command, output) = (String(line.dropFirst(2)), [])
                }
            }
        }
        return examples
    }

    func testEveryDocumentedCommandPrintsWhatItsPageShows() throws {
        let examples = try examples()
        XCTAssertFalse(examples.isEmpty, "no console block found: the pages moved?")
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: EndToEnd.fixtures, to: folder.appendingPathComponent("Fixtures"))
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = EndToEnd.weaver.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for example in examples {
            let command = example.command.replacingOccurrences(of: "swift run weaver ", with: "weaver ")
            let run = try EndToEnd.run(URL(fileURLWithPath: "/bin/bash"), ["-c", command], in: folder, environment: environment)
            XCTAssertEqual(run.standardOutput, example.output, "\(example.page): $ \(example.command)\n\(run.standardError)")
        }
    }

    func testNoOtherBlockShowsACommandLine() throws {
        for page in try pages() {
            for block in try blocks(of: page) where block.language != "console" {
                for line in block.lines where line.hasPrefix("$ ") {
                    XCTFail("\(page.lastPathComponent): '\(line)' in a '\(block.language)' block: write it as a console block, which is run")
                }
            }
        }
    }
}
