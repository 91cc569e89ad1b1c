import Foundation
import XCTest

/// Dependency names that Swift reserves (`default`, `class`, `in`, `init`, `Type`, …), written
/// with or without backquotes, and types named by contextual keywords (`final`, `lazy`, `weak`,
/// …): the tool writes backquotes where the generated code needs them, so the output compiles in
/// both language modes and the program behaves (`Fixtures/KeywordNames`).
final class KeywordNamesEndToEndTests: XCTestCase {
    private let expectedOutput = """
        log: home #7 in dark, log, repeat true
        true false
        true log: where
        public: report 3
        log: lazy weak open package mutating convenience indirect nonisolated

        """

    private func run(swiftVersion: String) throws {
        let folder = try EndToEnd.temporaryDirectory("keywords\(swiftVersion)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(fixture: "KeywordNames", swiftVersion: swiftVersion, in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, expectedOutput)
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        for written in ["var `default`: Logger { get }", "func `class`(`func`: Int, `init`: String) -> Screen",
                        "func setIn(_ value: Theme)", "var `Type`: Counter { get }", "public convenience init(`for`: Int, `default`: Logger)",
                        "protocol finalDependencyResolver: AnyObject {", "var override: lazy { get }"] {
            XCTAssertTrue(generated.contains(written), "missing '\(written)' in:\n\(generated)")
        }
    }

    func testKeywordNamesCompileAndRunInSwift6Mode() throws {
        try run(swiftVersion: "6")
    }

    func testKeywordNamesCompileAndRunInSwift5Mode() throws {
        try run(swiftVersion: "5")
    }

    /// Another module's entry point and a public initializer take keyword-named needs and
    /// parameters; `inout`, the one keyword a call's argument label backquotes, among them.
    func testAModuleEntryPointWithKeywordNamesTypechecks() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
            public final class Logger {
                public init() {}
            }

            public final class Report {
                // weaver: for <= Int
                // weaver: default <- Logger
                // weaver: `inout` <- Logger

                init(injecting _: ReportDependencyResolver) {}
            }
            """.utf8).write(to: sources.appendingPathComponent("Report.swift"))
        let output = try EndToEnd.generate(sources: sources, into: folder, extraArguments: ["--module-name", "Reports"])
        let generated = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(generated.contains("public static func "), generated)
        XCTAssertTrue(generated.contains("`inout`: WeaverClosureProvider<Logger>(`inout`)"), generated)
        XCTAssertTrue(generated.contains("public convenience init(`for`: Int, `default`: Logger, `inout`: Logger)"), generated)
        let typecheck = try EndToEnd.run(EndToEnd.swiftc, ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                                                           "-module-name", "Reports"] + EndToEnd.swiftFiles(in: sources) + [output.path])
        XCTAssertEqual(typecheck.status, 0, typecheck.standardError)
    }

    func testTheJSONGraphNamesThemWithoutBackquotes() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try EndToEnd.copyFixture("KeywordNames", to: folder)
        let json = try EndToEnd.weaver(["json", "--project-path", project.path, "--input-path", "Sources"])
        XCTAssertEqual(json.status, 0, json.standardError)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let names = Set((document["dependencies"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        XCTAssertTrue(names.isSuperset(of: ["default", "class", "in", "init", "func", "Type", "Protocol", "Self", "where", "repeat", "override"]), "\(names)")
        XCTAssertFalse(json.standardOutput.contains("`"), json.standardOutput)
    }
}
