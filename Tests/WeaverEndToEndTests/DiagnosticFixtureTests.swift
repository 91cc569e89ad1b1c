import Foundation
import XCTest

/// Every case under `Fixtures/Diagnostics/<code>/<case>/`: the tool's standard error and exit
/// status must equal `expected.txt` exactly. A `flags` file adds arguments. A `modules` file makes
/// a case of several modules (docs/modules.md): each line names a module, built first from the folder of
/// that name (`--module-name`, its summary written), then the modules whose summaries it reads;
/// the case's own run scans the rest and reads the summaries its `flags` name as
/// `$SUMMARIES/<Module>.weaversummary`. Re-record with
/// `WEAVER_RECORD_GOLDEN=1 swift test --filter DiagnosticFixtureTests`.
final class DiagnosticFixtureTests: XCTestCase {
    private static let root = EndToEnd.fixtures.appendingPathComponent("Diagnostics")

    private func cases() throws -> [URL] {
        let manager = FileManager.default
        return try manager.contentsOfDirectory(atPath: Self.root.path).sorted().flatMap { code in
            try manager.contentsOfDirectory(atPath: Self.root.appendingPathComponent(code).path).sorted().map {
                Self.root.appendingPathComponent(code).appendingPathComponent($0)
            }
        }
    }

    func testEveryCaseMatchesItsExpectedOutput() throws {
        let record = ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1"
        let output = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let all = try cases()
        XCTAssertGreaterThanOrEqual(all.count, 50)
        for folder in all {
            let flagsFile = folder.appendingPathComponent("flags")
            let summaries = output.appendingPathComponent("summaries-\(folder.lastPathComponent)")
            let flags = ((try? String(contentsOf: flagsFile, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
                .map { $0.replacingOccurrences(of: "$SUMMARIES", with: summaries.path) }
            let modules = try buildModules(of: folder, summaries: summaries)
            // Outputs and the cache go to the test's own folder, never into Fixtures/.
            let result = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--quiet"]
                                             + modules.flatMap { ["--ignored-path", $0] } + [
                                              "--cache-path", output.appendingPathComponent("cache").path,
                                              "--main-output-path", output.appendingPathComponent("Weaver.swift").path] + flags)
            let actual = result.standardError + "exit: \(result.status)\n"
            let expectedFile = folder.appendingPathComponent("expected.txt")
            if record { try Data(actual.utf8).write(to: expectedFile) }
            let expected = (try? String(contentsOf: expectedFile, encoding: .utf8)) ?? "(missing expected.txt)"
            XCTAssertEqual(actual, expected, "\(folder.lastPathComponent) in \(folder.deletingLastPathComponent().lastPathComponent)")
        }
    }

    /// Builds the modules a `modules` file lists, in order; returns their folder names.
    private func buildModules(of folder: URL, summaries: URL) throws -> [String] {
        guard let list = try? String(contentsOf: folder.appendingPathComponent("modules"), encoding: .utf8) else { return [] }
        var names: [String] = []
        for line in list.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let module = words.first else { continue }
            let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", module, "--quiet",
                                           "--module-name", module, "--summary-output-path", summaries.appendingPathComponent("\(module).weaversummary").path,
                                           "--cache-path", summaries.appendingPathComponent("\(module).cache").path,
                                           "--main-output-path", summaries.appendingPathComponent("\(module).swift").path]
                                          + words.dropFirst().flatMap { ["--module-summary", summaries.appendingPathComponent("\($0).weaversummary").path] })
            XCTAssertEqual(run.status, 0, "module \(module) of \(folder.lastPathComponent): \(run.standardError)")
            names.append(module)
        }
        return names
    }

    /// The folder name is the code the case is about: each case reports it.
    func testEachCaseReportsItsOwnCode() throws {
        var casesPerCode: [String: Int] = [:]
        for folder in try cases() {
            let code = folder.deletingLastPathComponent().lastPathComponent
            let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
            // A project rule's violation names the rule: `[rule stores-are-shared]`.
            let label = code == "rule" ? "[rule " : "[\(code)]"
            XCTAssertTrue(expected.contains(label), "\(code)/\(folder.lastPathComponent) does not report \(label):\n\(expected)")
            casesPerCode[code, default: 0] += 1
        }
        XCTAssertTrue(casesPerCode.values.allSatisfy { $0 >= 2 }, "\(casesPerCode)")
        XCTAssertEqual(casesPerCode.count, 31, "every code of docs/diagnostics.md and docs/contributions.md, plus lexical problems, missing-initializer and inaccessible-type")
    }
}
