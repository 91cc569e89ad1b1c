import Foundation
import XCTest

/// Contributions (docs/contributions.md): `Fixtures/Collections` holds launch tasks, event handlers and a
/// router whose elements come from types that only declare `contributes …`. Each test generates
/// with the built tool, compiles what it wrote with the sources, and runs it.
final class ContributionsEndToEndTests: XCTestCase {
    /// The tasks run in `after:`/priority order, every handler runs, the router builds screens
    /// from the URL's parameter and handles an unknown URL; scopes hold per consumer. Swift 6
    /// and 5, without warnings.
    func testCollectionsAreAssembledInOrderInSwift6And5() throws {
        for version in ["6", "5"] {
            let folder = try EndToEnd.temporaryDirectory("collections-swift\(version)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try EndToEnd.generateCompileAndRun(fixture: "Collections", swiftVersion: version, in: folder)
            XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
            let lines = run.standardOutput.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], "Swift \(version)")
            XCTAssertEqual(lines.filter { $0.hasPrefix("PASS") }.count, 11, run.standardOutput)
        }
    }

    /// The order does not depend on file order: with the elements moved to a file that sorts
    /// before the consumers', and the screens before the tasks, the collections are the same.
    func testTheOrderIsIndependentOfFileOrder() throws {
        let fixture = EndToEnd.fixtures.appendingPathComponent("Collections/Sources")
        let text = try String(contentsOf: fixture.appendingPathComponent("Graph.swift"), encoding: .utf8)
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let tasks = try XCTUnwrap(text.range(of: "// MARK: - Launch tasks"))
        let screens = try XCTUnwrap(text.range(of: "// MARK: - Screens"))
        try Data(text[..<tasks.lowerBound].utf8).write(to: sources.appendingPathComponent("Z-Consumers.swift"))
        try Data(text[tasks.lowerBound..<screens.lowerBound].utf8).write(to: sources.appendingPathComponent("B-Tasks.swift"))
        try Data(text[screens.lowerBound...].utf8).write(to: sources.appendingPathComponent("A-Screens.swift"))
        let moved = try String(contentsOf: EndToEnd.generate(sources: sources, into: folder.appendingPathComponent("moved")), encoding: .utf8)
        let original = try String(contentsOf: EndToEnd.generate(sources: fixture, into: folder.appendingPathComponent("original")), encoding: .utf8)
        func collections(_ text: String) -> [String] {
            text.split(separator: "\n").map(String.init).filter { $0.contains("Slot.get()") || $0.contains("Slot.build") }
        }
        XCTAssertFalse(collections(original).isEmpty)
        XCTAssertEqual(collections(moved), collections(original))
    }

    /// Two modules each contribute a `RefreshTask` (docs/contributions.md, "Public elements"): two
    /// elements, each built as its module's type (`Feed.RefreshTask()`, Profile's through its
    /// entry point). An `after:` name means the writer's own module's type, the app says which
    /// one with the module, and a debug module that imports only Feed replaces Feed's alone.
    func testElementsOfOneNameInTwoModulesAreTwoElements() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let sources: [(module: String, imports: [String], text: String)] = [
            ("Core", [], "public protocol LaunchTask { var name: String { get } }\n"),
            ("Feed", ["Core"], """
                import Core

                public final class RefreshTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask, priority: 2
                    public let name = "feed refresh"
                    public init() {}
                }

                """),
            ("Profile", ["Core"], """
                import Core

                public final class RefreshTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask, priority: 1
                    public let name = "profile refresh"
                    init(injecting dependencies: RefreshTaskDependencyResolver) {}
                }

                public final class AvatarTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask, priority: 9, after: [RefreshTask]
                    public let name = "avatar"
                    public init() {}
                }

                """),
            ("Debug", ["Core", "Feed"], """
                import Core
                import Feed

                public final class DebugRefreshTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask, replaces: [RefreshTask]
                    public let name = "debug refresh"
                    public init() {}
                }

                """),
            ("App", ["Core", "Feed", "Profile", "Debug"], """
                import Core
                import Feed
                import Profile
                import Debug

                final class App {
                    // weaver: launchTasks <- [LaunchTask]
                    let dependencies: AppDependencyResolver
                    init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
                }

                final class LateTask: LaunchTask {
                    // weaver: contributes launchTasks <- LaunchTask, priority: 5, after: [Profile.RefreshTask]
                    let name = "late"
                }

                print(App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies.launchTasks.map(\\.name))

                """),
        ]
        for (module, imports, text) in sources {
            let file = folder.appendingPathComponent("Sources/\(module)/\(module == "App" ? "main" : module).swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            guard module != "Core" else { continue }
            let annotated = imports.filter { $0 != "Core" }
            let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources/\(module)", "--quiet",
                                           "--main-output-path", "out/\(module)Weaver.swift", "--module-name", module]
                                          + (module == "App" ? ["--module-kind", "executable"] : ["--summary-output-path", "out/\(module).weaversummary"])
                                          + annotated.flatMap { ["--module-summary", "out/\($0).weaversummary"] })
            XCTAssertEqual(run.status, 0, "\(module): \(run.standardError)")
        }
        for (module, imports, _) in sources where module != "App" {
            let generated = module == "Core" ? [] : [out.appendingPathComponent("\(module)Weaver.swift").path]
            try EndToEnd.compileLinked(["-emit-library", "-emit-module", "-parse-as-library", "-module-name", module,
                                        "-emit-module-path", out.appendingPathComponent("\(module).swiftmodule").path,
                                        "-o", out.appendingPathComponent("lib\(module).so").path] + imports.map { "-l\($0)" }
                                       + [folder.appendingPathComponent("Sources/\(module)/\(module).swift").path] + generated, in: out)
        }
        let program = out.appendingPathComponent("app")
        try EndToEnd.compileLinked(["-lCore", "-lFeed", "-lProfile", "-lDebug", "-o", program.path,
                                    folder.appendingPathComponent("Sources/App/main.swift").path, out.appendingPathComponent("AppWeaver.swift").path], in: out)
        let run = try EndToEnd.run(program, [], environment: ["LD_LIBRARY_PATH": out.path])
        // Feed's RefreshTask is replaced; Profile's stays, and the avatar and the app's late task come after it, by priority.
        XCTAssertEqual(run.standardOutput, "[\"profile refresh\", \"avatar\", \"late\", \"debug refresh\"]\n", run.standardError)
    }

    /// `Fixtures/Contributions`: three library targets contribute launch tasks, event handlers
    /// and routes through the plugin; the app target's collections hold every module's elements
    /// in order, the program runs them, and the package's own tests pass.
    func testThePackageAssemblesEveryModulesElementsThroughThePlugin() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = try EndToEnd.copyPackageFixture("Contributions", to: folder)
        let swift = EndToEnd.swiftc.deletingLastPathComponent().appendingPathComponent("swift")
        let scratch = ["--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path]
        let build = try EndToEnd.run(swift, ["build"] + scratch)
        XCTAssertEqual(build.status, 0, build.standardOutput + build.standardError)
        XCTAssertFalse((build.standardOutput + build.standardError).contains("warning:"), build.standardOutput + build.standardError)
        let program = try EndToEnd.run(package.appendingPathComponent(".build/debug/ContributionsApp"), [])
        XCTAssertEqual(program.standardOutput, """
            task: crash-reporter
            task: database
            task: movie-cache
            task: session
            movies: login
            audit: login
            profile: login
            tasks: crash-reporter, database, movie-cache, session, theme
            movies/42 -> screen("Movie #42")
            profile/ada -> screen("Profile of ada")
            settings/7 -> notFound("settings/7")

            """)
        let tests = try EndToEnd.run(swift, ["test"] + scratch)
        let output = tests.standardOutput + tests.standardError
        XCTAssertEqual(tests.status, 0, output)
        XCTAssertTrue(output.contains("Test run with 3 tests in 1 suite passed"), output)
        try mistakesInAFeatureModuleAreReportedAtItsLines(package, swift: swift, scratch: scratch)
    }

    /// Two mistakes in `Profile`, built on from the same scratch folder (weaver is built already):
    /// a launch task left internal, which the app would silently never run, is a warning at its
    /// line in Profile's own run; a route whose type does not conform to `Screen`, which only the
    /// compiler can tell (the app's run sees Profile through its summary), is the compiler's
    /// error at the `contributes` line of Profile's file, at a column within that line, never at
    /// a path that does not exist.
    private func mistakesInAFeatureModuleAreReportedAtItsLines(_ package: URL, swift: URL, scratch: [String]) throws {
        let profile = package.appendingPathComponent("Sources/Profile/Profile.swift")
        var text = try String(contentsOf: profile, encoding: .utf8)
        text = text.replacingOccurrences(of: "public final class ThemeTask: LaunchTask {", with: "final class ThemeTask: LaunchTask {")
        text = text.replacingOccurrences(of: "public struct ProfileScreen: Screen {", with: "public struct ProfileScreen: CustomStringConvertible {\n    public var description: String { title }")
        try Data(text.utf8).write(to: profile)
        let build = try EndToEnd.run(swift, ["build"] + scratch)
        let output = build.standardOutput + build.standardError
        XCTAssertNotEqual(build.status, 0, output)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let themeLine = try XCTUnwrap(lines.firstIndex { $0.contains("final class ThemeTask") }) + 2
        XCTAssertTrue(output.contains("\(profile.path):\(themeLine):5: warning: 'ThemeTask' contributes to 'launchTasks' but is internal to module 'Profile'"), output)
        let routeLine = try XCTUnwrap(lines.firstIndex { $0.contains("contributes routes") }) + 1
        let error = try XCTUnwrap(output.split(separator: "\n").first { $0.contains(": error: ") }, output)
        XCTAssertTrue(error.hasPrefix("\(profile.path):\(routeLine):"), output)
        XCTAssertTrue(error.contains("ProfileScreen") && error.contains("Screen"), output)
        let column = Int(error.dropFirst("\(profile.path):\(routeLine):".count).prefix { $0.isNumber }) ?? .max
        XCTAssertLessThanOrEqual(column, lines[routeLine - 1].count, output)
        XCTAssertFalse(output.contains(": Profile.swift"), output)
    }
}
