import Foundation
import XCTest

/// The checks ARCHITECTURE.md states as scripts: `Scripts/folder-edges.py --check` (no folders
/// form a cycle, and the stages use nothing of the driver; and the script does fail when they do)
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

    func testNoFoldersFormACycleAndTheStagesUseNothingOfTheDriver() throws {
        let result = try check(sources: Self.repository.appendingPathComponent("Sources"))
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("problem:"), result.output)
    }

    /// The check's output on a copy of the sources with `line` added to `file`.
    private func check(adding line: String, to file: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-edges-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Sources"), to: sources)
        let url = sources.appendingPathComponent(file)
        try (String(contentsOf: url, encoding: .utf8) + "\n" + line + "\n").write(to: url, atomically: true, encoding: .utf8)
        return try check(sources: sources)
    }

    /// The folders of each cycle the check reports.
    private func cycles(in output: String) -> [[String]] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("problem: the folders "), line.hasSuffix(" form a cycle") else { return nil }
            return line.dropFirst("problem: the folders ".count).dropLast(" form a cycle".count).components(separatedBy: ", ")
        }
    }

    func testAStageUsingTheDriverFails() throws {
        let result = try check(adding: "func linkerRunsThePipeline(_ run: PipelineRun) {}", to: "WeaverCore/Linker/Linker.swift")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("problem: Linker uses the driver's Pipeline: PipelineRun"), result.output)
    }

    func testAStageUsingALaterStageFails() throws {
        let result = try check(adding: "func lexerPrints(_ printer: Printer) {}", to: "WeaverCore/Scanner/Lexer.swift")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(cycles(in: result.output).contains { $0.contains("Generator") && $0.contains("Scanner") }, result.output)
    }

    func testACycleInTheDriverFails() throws {
        let result = try check(adding: "func optionsWrite(_ writer: OutputWriter) {}", to: "WeaverKit/Configuration/OptionTable.swift")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(cycles(in: result.output).contains { $0.contains("Configuration") && $0.contains("Pipeline") }, result.output)
    }

    func testNoFunctionOfTheGeneratorIsLongerThanSixtyLines() throws {
        let result = try script("function-lengths.py", [Self.repository.appendingPathComponent("Sources/WeaverCore/Generator").path, "--max", "60"])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
