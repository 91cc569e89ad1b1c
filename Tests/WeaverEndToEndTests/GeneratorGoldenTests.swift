import Foundation
import XCTest

/// Golden files of the generator: each folder of `Fixtures/Generated` is one scenario, its
/// `Sources` the input and `Expected/Weaver.swift` (and `Expected/WeaverTests.swift` when its
/// `flags` file asks for `--tests`) the exact output, compared byte for byte. Each expected output
/// also typechecks with its sources in Swift 6 mode without warnings (with and without DEBUG), so a golden file can only
/// hold code that compiles. Re-record after an intended change with
/// `WEAVER_RECORD_GOLDEN=1 swift test --filter GeneratorGoldenTests`, then read the diff.
final class GeneratorGoldenTests: XCTestCase {
    private var scenarios: [URL] {
        get throws {
            let root = EndToEnd.fixtures.appendingPathComponent("Generated")
            return try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
                .filter { $0.hasDirectoryPath || FileManager.default.fileExists(atPath: $0.appendingPathComponent("Sources").path) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    func testEveryScenarioGeneratesItsExpectedOutputByteForByte() throws {
        let record = ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1"
        let all = try scenarios
        XCTAssertGreaterThanOrEqual(all.count, 10)
        for scenario in all {
            let name = scenario.lastPathComponent
            let work = try EndToEnd.temporaryDirectory("golden-\(name)")
            defer { try? FileManager.default.removeItem(at: work) }
            let flagsFile = scenario.appendingPathComponent("flags")
            let flags = (try? String(contentsOf: flagsFile, encoding: .utf8))?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
            let run = try EndToEnd.weaver(["swift", "--project-path", scenario.path, "--input-path", "Sources",
                                           "--main-output-path", work.appendingPathComponent("Weaver.swift").path,
                                           "--tests-output-path", work.appendingPathComponent("WeaverTests.swift").path,
                                           "--cache-path", work.appendingPathComponent("cache").path, "--quiet"] + flags)
            XCTAssertEqual(run.status, 0, "\(name): \(run.standardError)")
            XCTAssertEqual(run.standardError, "", "\(name): a golden scenario has no warning")
            let outputs = ["Weaver.swift"] + (flags.contains("--tests") ? ["WeaverTests.swift"] : [])
            for output in outputs {
                let expected = scenario.appendingPathComponent("Expected/\(output)")
                let actual = try Data(contentsOf: work.appendingPathComponent(output))
                if record {
                    try FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try actual.write(to: expected)
                }
                let long = String(decoding: actual, as: UTF8.self).split(separator: "\n").filter { $0.count > 120 }
                XCTAssertEqual(long, [], "\(name)/\(output): lines over 120 columns")
                let golden = try Data(contentsOf: expected)
                XCTAssertEqual(actual, golden, "\(name)/Expected/\(output) differs: re-record with WEAVER_RECORD_GOLDEN=1 and read the diff")
            }
            let sources = EndToEnd.swiftFiles(in: scenario.appendingPathComponent("Sources"))
            let expected = outputs.map { scenario.appendingPathComponent("Expected/\($0)").path }
            // Both sides of a DEBUG/release switch.
            for defines in [[], ["-D", "DEBUG"]] {
                let typecheck = try EndToEnd.run(EndToEnd.swiftc, ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "Golden"]
                                                 + defines + sources + expected)
                XCTAssertEqual(typecheck.status, 0, "\(name) \(defines): \(typecheck.standardError)")
            }
        }
    }
}
