import Foundation
import XCTest
@testable import WeaverKit

/// Command-line conventions: help per command, colour rules, response files and input file
/// lists, Xcode file lists, and no absolute path in any output.
final class ConventionsEndToEndTests: XCTestCase {
    private func project() throws -> URL {
        let folder = try EndToEnd.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Feature"), withIntermediateDirectories: true)
        try Data("final class App {\n    // weaver: feature = Feature\n    init(injecting _: AppDependencyResolver) {}\n}\n".utf8).write(to: folder.appendingPathComponent("Sources/App.swift"))
        try Data("final class Feature {\n    // weaver: logger = Logger\n    init(injecting _: FeatureDependencyResolver) {}\n}\n".utf8).write(to: folder.appendingPathComponent("Sources/Feature/Feature.swift"))
        try Data("struct Plain {}\n".utf8).write(to: folder.appendingPathComponent("Sources/Plain.swift"))
        return folder
    }

    func testEveryCommandHasItsOwnHelpWithExamples() throws {
        for command in Command.allCases {
            let help = try EndToEnd.weaver([command.rawValue, "--help"])
            XCTAssertEqual(help.status, 0)
            XCTAssertTrue(help.standardOutput.hasPrefix("OVERVIEW: "), command.rawValue)
            XCTAssertTrue(help.standardOutput.contains("USAGE: weaver \(command.rawValue)"), command.rawValue)
            XCTAssertTrue(help.standardOutput.contains("EXAMPLES:"), command.rawValue)
        }
        XCTAssertTrue(try EndToEnd.weaver(["--help"]).standardOutput.contains("COMMANDS:"))
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        XCTAssertTrue(DiagnosticFormatter.usesColor(isTerminal: true, environment: [:]))
        XCTAssertFalse(DiagnosticFormatter.usesColor(isTerminal: false, environment: [:]))
        XCTAssertFalse(DiagnosticFormatter.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
        let diagnostic = Diagnostic.error(.cycle, "m", at: SourceLocation(file: "A.swift", line: 1, column: 2))
        XCTAssertEqual(DiagnosticFormatter.text(diagnostic), "A.swift:1:2: error: m [cycle]")
        XCTAssertTrue(DiagnosticFormatter.text(diagnostic, colored: true).contains("\u{1B}[1;31merror"))
    }

    func testResponseFilesAndInputFileLists() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("Sources/App.swift\nSources/Feature/Feature.swift\n".utf8).write(to: folder.appendingPathComponent("inputs.txt"))
        try Data("swift\n--project-path\n\(folder.path)\n--input-file-list\ninputs.txt\n--quiet\n".utf8)
            .write(to: folder.appendingPathComponent("arguments.rsp"))
        let result = try EndToEnd.run(EndToEnd.weaver, ["@arguments.rsp"], in: folder)
        XCTAssertEqual(result.status, 0, result.standardError)
        let output = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        XCTAssertTrue(output.contains("FeatureDependencyContainer"))
        let missing = try EndToEnd.run(EndToEnd.weaver, ["@nowhere.rsp"], in: folder)
        XCTAssertEqual(missing.status, 2)
    }

    func testXcodeFileListsHoldProjectRelativeEntries() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try EndToEnd.weaver(["xcfilelist", "--project-path", folder.path, "--main-output-path", "Sources/Generated", "--output-path", "BuildPhases"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let inputs = try String(contentsOf: folder.appendingPathComponent("BuildPhases/weaver-inputs.xcfilelist"), encoding: .utf8)
        let outputs = try String(contentsOf: folder.appendingPathComponent("BuildPhases/weaver-outputs.xcfilelist"), encoding: .utf8)
        XCTAssertEqual(inputs, "$(SRCROOT)/Sources/App.swift\n$(SRCROOT)/Sources/Feature/Feature.swift\n$(SRCROOT)/Sources/Plain.swift\n")
        XCTAssertEqual(outputs, "$(SRCROOT)/Sources/Generated/Weaver.swift\n")
        // The configuration file read is an input too: editing it must rerun the phase.
        try Data("recursive: true\n".utf8).write(to: folder.appendingPathComponent(".weaver.yaml"))
        _ = try EndToEnd.weaver(["xcfilelist", "--project-path", folder.path, "--main-output-path", "Sources/Generated", "--output-path", "BuildPhases"])
        let withConfiguration = try String(contentsOf: folder.appendingPathComponent("BuildPhases/weaver-inputs.xcfilelist"), encoding: .utf8)
        XCTAssertEqual(withConfiguration.split(separator: "\n").first, "$(SRCROOT)/.weaver.yaml")
    }

    func testNoAbsolutePathInAnyOutput() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        var everything = ""
        for arguments in [["swift", "--verbose", "--tests"], ["check", "--verbose"], ["json", "--pretty"], ["graph"], ["graph", "--format", "mermaid"], ["xcfilelist"]] {
            let result = try EndToEnd.weaver(arguments + ["--project-path", folder.path])
            everything += result.standardOutput + result.standardError
        }
        for name in ["Weaver.swift", "WeaverTests.swift", "weaver-inputs.xcfilelist", "weaver-outputs.xcfilelist"] {
            everything += try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        XCTAssertFalse(everything.contains(folder.path), "an absolute path was printed or written")
        XCTAssertFalse(everything.contains("/tmp/"), "an absolute path was printed or written")
    }
}
