import Foundation
import XCTest

/// A public element whose conformance weaver cannot see (its supertypes are in other modules) is
/// checked by the compiler in its own module, at its `contributes` line; the app that builds it
/// checks nothing of it (docs/contributions.md, "Public elements"). So moving the element's lines
/// leaves the app's generated file as it was: an app importing a core module does not recompile
/// because of an edit above a `contributes` line there.
final class ElementChecksEndToEndTests: XCTestCase {
    private static let core = """
        public protocol LaunchTask { var name: String { get } }

        open class BackgroundJob {
            public init() {}
        }

        """

    private static func feed(conforming: Bool, padding: Int = 0) -> String {
        String(repeating: "// padding\n", count: padding) + """
            import Core

            public final class SyncTask: BackgroundJob\(conforming ? ", LaunchTask" : "") {
                // weaver: contributes launchTasks <- LaunchTask
                public let name = "sync"
                public override init() {}
            }

            """
    }

    private static let app = """
        import Core
        import Feed

        final class App {
            // weaver: launchTasks <- [LaunchTask]
            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }

        print(App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies.launchTasks.map(\\.name))

        """

    private struct Project {
        let folder: URL
        var out: URL { folder.appendingPathComponent("out") }
        func source(_ module: String) -> URL { folder.appendingPathComponent("Sources/\(module)/\(module == "App" ? "main" : module).swift") }
        func generated(_ module: String) -> URL { out.appendingPathComponent("\(module)Weaver.swift") }

        func write(_ module: String, _ text: String) throws {
            try FileManager.default.createDirectory(at: source(module).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: source(module))
        }

        /// Feed's run (a library writing its summary), then the app's, as the plugin runs them.
        func generate() throws {
            for module in ["Feed", "App"] {
                let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/\(module)", "--quiet", "--absolute-paths",
                                               "--main-output-path", "out/\(module)Weaver.swift", "--module-name", module]
                                              + (module == "App" ? ["--module-kind", "executable", "--module-summary", "out/Feed.weaversummary"]
                                                  : ["--summary-output-path", "out/Feed.weaversummary"]))
                XCTAssertEqual(run.status, 0, "\(module): \(run.standardError)")
            }
        }

        /// `swiftc` building one library module of the project, with its generated file.
        func libraryArguments(_ module: String, imports: [String], generated: Bool) -> [String] {
            ["-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
             "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path,
             "-o", out.appendingPathComponent("lib\(module).so").path] + imports.map { "-l\($0)" }
                + [source(module).path] + (generated ? [self.generated(module).path] : [])
        }
    }

    private func project() throws -> Project {
        let folder = try EndToEnd.temporaryDirectory()
        let project = Project(folder: folder)
        try FileManager.default.createDirectory(at: project.out, withIntermediateDirectories: true)
        try project.write("Core", Self.core)
        try project.write("App", Self.app)
        try EndToEnd.compileLinked(project.libraryArguments("Core", imports: [], generated: false), in: project.out)
        return project
    }

    func testTheElementsModuleChecksItAndTheAppKeepsItsBytesWhenTheElementMoves() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.write("Feed", Self.feed(conforming: true))
        try project.generate()
        let feedGenerated = try String(contentsOf: project.generated("Feed"), encoding: .utf8)
        let checkedAt = "#sourceLocation(file: \"\(project.source("Feed").path)\", line: 4)\n"
        XCTAssertTrue(feedGenerated.contains(checkedAt + "    func weaverLaunchTasksSyncTaskExposed(_ built: SyncTask) -> LaunchTask {\n"),
                      feedGenerated)
        // In a function's body: no part of Feed's interface changes when the element moves.
        XCTAssertTrue(feedGenerated.contains("private func weaverCheckContributedElements() {\n    #sourceLocation"), feedGenerated)
        let appGenerated = try String(contentsOf: project.generated("App"), encoding: .utf8)
        XCTAssertFalse(appGenerated.contains("Feed.swift"), "the app's file names no line of Feed:\n\(appGenerated)")
        XCTAssertTrue(appGenerated.contains("import Feed\n"), appGenerated)

        // Three lines above the element: Feed's check follows it, the app's file keeps its bytes.
        try project.write("Feed", Self.feed(conforming: true, padding: 3))
        try project.generate()
        XCTAssertTrue(try String(contentsOf: project.generated("Feed"), encoding: .utf8)
            .contains("#sourceLocation(file: \"\(project.source("Feed").path)\", line: 7)\n"))
        XCTAssertEqual(try String(contentsOf: project.generated("App"), encoding: .utf8), appGenerated)

        try EndToEnd.compileLinked(project.libraryArguments("Feed", imports: ["Core"], generated: true), in: project.out)
        let program = project.out.appendingPathComponent("app")
        try EndToEnd.compileLinked(["-lCore", "-lFeed", "-o", program.path, project.source("App").path, project.generated("App").path], in: project.out)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": project.out.path])
        XCTAssertEqual(run.standardOutput, "[\"sync\"]\n", run.standardError)
    }

    func testANonConformingPublicElementFailsAtItsContributesLineInItsOwnModule() throws {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.folder) }
        try project.write("Feed", Self.feed(conforming: false))
        try project.generate()
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-I", project.out.path, "-L", project.out.path]
                                           + project.libraryArguments("Feed", imports: ["Core"], generated: true), in: project.out)
        XCTAssertNotEqual(compile.status, 0, "the mistake must not compile")
        let errors = compile.standardError.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertTrue(errors.first?.hasPrefix("\(project.source("Feed").path):4:") == true, compile.standardError)
        XCTAssertTrue(errors.first?.contains("'SyncTask' does not conform to 'LaunchTask'") == true, compile.standardError)
        XCTAssertFalse(compile.standardError.contains("Weaver.swift:"), compile.standardError)
    }
}
