import Foundation
import XCTest

/// The main check (STYLE): run the built `weaver` on the sample, compile what it wrote together
/// with the sample in Swift 6 (and Swift 5) mode with warnings as errors, run it, and assert what
/// it does. The sample's `main.swift` checks each scope by instance counts and prints one line per check.
final class SampleEndToEndTests: XCTestCase {
    private func generateSample(into folder: URL) throws -> (sources: URL, output: URL) {
        let sources = EndToEnd.fixtures.appendingPathComponent("Sample/Sources")
        let missing = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", sources.path,
                                           "--config-path", folder.appendingPathComponent("no-config-here").path])
        XCTAssertEqual(missing.status, 2, "a missing explicit configuration must be a usage error")
        return (sources, try EndToEnd.generate(sources: sources, into: folder))
    }

    private func compileAndRun(swiftVersion: String, in folder: URL) throws -> EndToEnd.Output {
        try EndToEnd.generateCompileAndRun(fixture: "Sample", swiftVersion: swiftVersion, in: folder)
    }

    func testSampleCompilesInSwift6ModeAndEveryScopeBehaves() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try compileAndRun(swiftVersion: "6", in: folder)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [])
        for expected in [
            "PASS: container: the logger is built when the root's resolver is made",
            "PASS: lazy: the session is not built before it is read",
            "PASS: lazy: later reads share the same session",
            "PASS: weak: the instance goes away with its last user",
            "PASS: weak: it is rebuilt after release",
            "PASS: transient: every read builds a new instance",
            "PASS: parameters: a parameter is visible to the subtree it was passed to",
            "PASS: two levels: the detail controller reads the root's session through home",
            "PASS: builder: the builder's resolver gives the root's logger",
            "PASS: setter: descendants built before the value was set see it",
            "PASS: public root: the public initializer passes its argument",
            "PASS: memory: releasing the root releases everything it built (0 of 11 still alive)",
            "PASS: memory: a child that outlives its root's resolver still works",
            "ALL CHECKS PASSED",
        ] {
            XCTAssertTrue(lines.contains(expected), "missing: \(expected)\n\(run.standardOutput)")
        }
    }

    func testSampleCompilesInSwift5Mode() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try compileAndRun(swiftVersion: "5", in: folder)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertTrue(run.standardOutput.hasSuffix("ALL CHECKS PASSED\n"), run.standardOutput)
    }

    /// The committed output is the golden file: `swift run weaver swift` at the root must leave
    /// `git diff` empty. Set `WEAVER_RECORD_GOLDEN=1` to re-record it.
    func testCommittedSampleOutputIsCurrent() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // With the root as the project path, as `swift run weaver swift` does: the comments above
        // the compiler checks name the sources relative to it.
        let output = folder.appendingPathComponent("Weaver.swift")
        let run = try EndToEnd.weaver(["swift", "--project-path", EndToEnd.repositoryRoot.path, "--main-output-path", output.path,
                                       "--cache-path", folder.appendingPathComponent("cache").path, "--quiet"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let golden = EndToEnd.fixtures.appendingPathComponent("Sample/Generated/Weaver.swift")
        let generated = try Data(contentsOf: output)
        if ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1" {
            try generated.write(to: golden)
        }
        XCTAssertEqual(generated, try Data(contentsOf: golden), "Fixtures/Sample/Generated/Weaver.swift is stale: run `swift run weaver swift`")
    }

    func testRootConfigurationRegeneratesTheSampleInPlace() throws {
        // Copy the repository's configuration and sample, then run `weaver swift` from that root.
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: EndToEnd.fixtures.appendingPathComponent("Sample"), to: folder.appendingPathComponent("Fixtures/Sample"))
        try FileManager.default.copyItem(at: EndToEnd.repositoryRoot.appendingPathComponent(".weaver.yaml"), to: folder.appendingPathComponent(".weaver.yaml"))
        let output = folder.appendingPathComponent("Fixtures/Sample/Generated/Weaver.swift")
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        let result = try EndToEnd.weaver(["swift"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("output unchanged"), result.standardError)
        let after = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        XCTAssertEqual(before, after, "an unchanged output must not be rewritten")
    }
}
