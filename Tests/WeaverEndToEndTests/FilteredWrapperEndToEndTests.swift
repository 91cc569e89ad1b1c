import Foundation
import XCTest

/// A `@Weaver` property whose `projects:` or `platforms:` leave it out of the build still exists in
/// the source (SPEC §5 Platforms / projects): building its object works, and reading it stops with
/// a message naming it.
final class FilteredWrapperEndToEndTests: XCTestCase {
    private let source = """
    final class Tool {}
    final class Extra {}

    final class App {
        let dependencies = MainDependencyContainer.appDependencyResolver()
        @Weaver(.registration, type: Tool.self) var tool: Tool
        @Weaver(.registration, type: Extra.self, projects: ["Main"]) var extra: Extra

        init() {}
    }

    """

    private func build(main: String, in folder: URL) throws -> EndToEnd.Output {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: sources.appendingPathComponent("App.swift"))
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
        let output = try EndToEnd.generate(sources: sources, into: folder, extraArguments: ["--project-name", "Other"])
        let program = folder.appendingPathComponent("app")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", program.path]
                                           + EndToEnd.swiftFiles(in: sources) + [output.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        return try EndToEnd.run(program, [])
    }

    func testTheObjectIsBuiltAndItsOtherWrappersWork() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try build(main: "let app = App()\nprint(app.tool === app.tool)\n", in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "true\n")
    }

    func testReadingTheFilteredWrapperStopsWithItsName() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try build(main: "let app = App()\n_ = app.extra\n", in: folder)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.standardError.contains("'extra' is not part of this build"), run.standardError)
    }
}
