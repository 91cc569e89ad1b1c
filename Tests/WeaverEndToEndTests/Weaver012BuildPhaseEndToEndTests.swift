import Foundation
import XCTest

/// Build phases written for Weaver 0.12: `--single-output` and input patterns (`*.swift`).
final class Weaver012BuildPhaseEndToEndTests: XCTestCase {
    /// `Fixtures/Weaver012Project` with 0.12's phase, run from the folder above the project:
    /// the patterns read the app's files (not the output they also match), the container
    /// compiles in Swift 6 mode and the app runs; a second run finds nothing to rewrite.
    func testA012PhaseWithSingleOutputAndPatternsGeneratesWhatCompiles() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let project = try EndToEnd.copyFixture("Weaver012Project", to: folder)
        let app = project.appendingPathComponent("App")
        let phase = ["swift", "--project-path", app.path, "--main-output-path", "Generated", "--single-output",
                     "--input-path", "*.swift", "--input-path", "**/*.swift"]
        let first = try EndToEnd.weaver(phase, in: project)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertTrue(first.standardError.contains("3 files scanned"), first.standardError)
        XCTAssertTrue(first.standardError.contains("wrote Generated/Weaver.swift"), first.standardError)
        let output = app.appendingPathComponent("Generated/Weaver.swift")
        let program = folder.appendingPathComponent("program")
        let sources = EndToEnd.swiftFiles(in: app)
        XCTAssertTrue(sources.contains(output.path))
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", program.path] + sources)
        XCTAssertEqual(compile.status, 0, compile.standardError)
        XCTAssertEqual(try EndToEnd.run(program, []).standardOutput, "Alien, Brazil\n")

        let second = try EndToEnd.weaver(phase, in: project)
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertTrue(second.standardError.contains("3 files scanned"), second.standardError)
        XCTAssertTrue(second.standardError.hasSuffix("output unchanged\n"), second.standardError)
    }

    /// A pattern that names no Swift file stops the run (exit 2) naming the pattern, as a missing
    /// input path does, instead of generating an empty container.
    func testAPatternNamingNothingIsAnError() throws {
        let folder = try EndToEnd.temporaryDirectory()
        let project = try EndToEnd.copyFixture("Weaver012Project", to: folder)
        let result = try EndToEnd.weaver(["swift", "--project-path", "App", "--single-output", "--input-path", "Sources/**/*.swift"],
                                         in: project)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("weaver: error: input pattern 'Sources/**/*.swift' matches no Swift file"),
                      result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Weaver.swift").path))
    }
}
