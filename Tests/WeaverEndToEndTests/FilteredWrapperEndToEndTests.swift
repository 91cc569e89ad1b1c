import Foundation
import XCTest

/// A `@Weaver` property whose `projects:` or `platforms:` leave it out of the build still exists in
/// the source (docs/semantics.md Platforms / projects): building its object works, and reading it stops with
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
        try EndToEnd.generateCompileAndRun(files: ["App.swift": source, "main.swift": main], in: folder,
                                           weaverArguments: ["--project-name", "Other"])
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
