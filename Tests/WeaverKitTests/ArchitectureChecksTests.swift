import Foundation
import XCTest

/// The checks ARCHITECTURE.md states as scripts: `Scripts/folder-edges.py --check` (the stage
/// folders form no cycle and use nothing of the driver; and the script does fail when one does)
/// and `Scripts/function-lengths.py --max 60` over the generator.
final class ArchitectureChecksTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func check(sources: URL) throws -> (status: Int32, output: String) {
        try script("folder-edges.py", ["--check", "--sources", sources.path])
    }

    private func script(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("Scripts/" + name).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testTheStageFoldersHaveNoCycleAndUseNothingOfTheDriver() throws {
        let result = try check(sources: Self.repository.appendingPathComponent("Sources"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("problem:"), result.output)
    }

    /// A copy of the sources where the linker names the driver's `PipelineRun` and the scanner
    /// the generator's `Printer`: both are reported.
    func testAStageUsingTheDriverOrALaterStageFails() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-edges-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Sources"), to: sources)
        for (file, line) in [("WeaverCore/Linker/Linker.swift", "func linkerRunsThePipeline(_ run: PipelineRun) {}"),
                             ("WeaverCore/Scanner/Lexer.swift", "func lexerPrints(_ printer: Printer) {}")] {
            let url = sources.appendingPathComponent(file)
            try (String(contentsOf: url, encoding: .utf8) + "\n" + line + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try check(sources: sources)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("problem: Linker uses the driver's Pipeline: PipelineRun"), result.output)
        XCTAssertTrue(result.output.contains("problem: the stage folders"), result.output)
    }

    func testNoFunctionOfTheGeneratorIsLongerThanSixtyLines() throws {
        let result = try script("function-lengths.py", [Self.repository.appendingPathComponent("Sources/WeaverCore/Generator").path, "--max", "60"])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
