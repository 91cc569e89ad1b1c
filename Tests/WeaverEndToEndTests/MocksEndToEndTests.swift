import Foundation
import XCTest

/// Full-graph mocks (docs/mocks.md): `weaver swift --mocks` (or `self.mock = true` on one type) gives
/// types a `mock(…)` that builds their real subtree through the app's own containers, with any
/// registration replaceable by the caller. Each test compiles what weaver wrote and runs it.
final class MocksEndToEndTests: XCTestCase {
    private var fixture: URL { EndToEnd.fixtures.appendingPathComponent("Mocks/Sources") }

    /// `Fixtures/Mocks`: a spy deep in the subtree is what the leaf receives, everything not
    /// overridden is real, scopes hold, needs are arguments with the graph's defaults; in Swift 6
    /// and Swift 5, without warnings.
    func testAMockBuildsTheRealSubtreeWithItsOverridesInSwift6And5() throws {
        for version in ["6", "5"] {
            let folder = try EndToEnd.temporaryDirectory("mocks-swift\(version)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try EndToEnd.generateCompileAndRun(fixture: "Mocks", swiftVersion: version, in: folder,
                                                         extraArguments: ["--mocks"], compilerFlags: ["-D", "DEBUG"])
            XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
            let lines = run.standardOutput.split(separator: "\n")
            XCTAssertEqual(lines.filter { $0.hasPrefix("FAIL") }, [], "Swift \(version)")
            XCTAssertEqual(lines.filter { $0.hasPrefix("PASS") }.count, 13, run.standardOutput)
        }
    }

    /// Split over files, each mock and overrides class goes with its container, and the program
    /// behaves as with one file.
    func testMocksSplitOverFilesBehaveAsInOneFile() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", fixture.path,
                                       "--main-output-path", "Generated", "--split-output", "--mocks"])
        XCTAssertEqual(run.status, 0, run.standardError)
        let generated = folder.appendingPathComponent("Generated")
        let files = try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted().map { generated.appendingPathComponent($0).path }
        let main = try String(contentsOfFile: files[0], encoding: .utf8)
        XCTAssertFalse(main.contains("static func mock"), "Weaver.swift holds no mock: they go with their containers")
        let program = folder.appendingPathComponent("program")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-o", program.path]
                                           + EndToEnd.swiftFiles(in: fixture) + files)
        XCTAssertEqual(compile.status, 0, compile.standardError)
        let output = try EndToEnd.run(program, []).standardOutput
        XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("PASS") }.count, 13, output)
        XCTAssertFalse(output.contains("FAIL"), output)
    }

    /// Outside `#if DEBUG` the mocks are gone and the app still compiles; the condition is
    /// `mock_condition`'s when the configuration file sets it.
    func testTheMocksCompileOnlyUnderTheirCondition() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = fixture.appendingPathComponent("Graph.swift").path
        let output = try EndToEnd.generate(sources: fixture, into: folder, extraArguments: ["--mocks"])
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("#if DEBUG\n\n// MARK: - Mocks\n\nextension App {\n"), text)
        let main = folder.appendingPathComponent("main.swift")
        try Data("let app = App(injecting: MainDependencyContainer.appDependencyResolver())\n_ = app.dependencies.logger\n".utf8).write(to: main)
        let release = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPathComponent("app").path,
                                                         graph, output.path, main.path])
        XCTAssertEqual(release.status, 0, release.standardError)

        try Data("mocks: true\nmock_condition: \"PREVIEWS || DEBUG\"\n".utf8).write(to: folder.appendingPathComponent(".weaver.yaml"))
        let configured = try EndToEnd.generate(sources: fixture, into: folder)
        let configuredText = try String(contentsOf: configured, encoding: .utf8)
        XCTAssertTrue(configuredText.contains("\n#if PREVIEWS || DEBUG\n"), configuredText)
        try Data("_ = Home.mock(title: \"Preview\")\n".utf8).write(to: main)
        let previews = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-D", "PREVIEWS",
                                                          "-o", folder.appendingPathComponent("previews").path, graph, configured.path, main.path])
        XCTAssertEqual(previews.status, 0, previews.standardError)
    }

    /// A wrong override is the compiler's error at the override's line, in words about the
    /// user's types: a spy that does not conform names the spy and the registration's type (not
    /// "failed to produce diagnostic"), a name that is not an override lists those that are.
    func testWrongOverridesAreErrorsNamingTheUsersTypes() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try EndToEnd.generate(sources: fixture.appendingPathComponent("Graph.swift"), into: folder, extraArguments: ["--mocks"])
        let test = folder.appendingPathComponent("main.swift")
        try Data("""
            final class ForgotConformanceSpy {}
            let overrides = AppMockOverrides()
            overrides.home.movieManager = { _ in ForgotConformanceSpy() }
            overrides.home.detail.movieManager = { _ in nil }
            overrides.home.build = { _ in ForgotConformanceSpy() }
            overrides.logger = { nil }

            """.utf8).write(to: test)
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-typecheck", "-D", "DEBUG",
                                                         fixture.appendingPathComponent("Graph.swift").path, output.path, test.path])
        XCTAssertNotEqual(compile.status, 0)
        let errors = compile.standardError.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        XCTAssertFalse(compile.standardError.contains("failed to produce diagnostic"), compile.standardError)
        XCTAssertEqual(errors.count, 3, compile.standardError)
        XCTAssertTrue(errors.contains { $0.contains("main.swift:3:") && $0.contains("cannot convert value of type 'ForgotConformanceSpy' to closure result type '(any MovieManaging)?'") },
                      compile.standardError)
        XCTAssertTrue(errors.contains { $0.contains("main.swift:4:") && $0.contains("no override of that name under 'Detail'; it has 'poster'") },
                      compile.standardError)
        XCTAssertTrue(errors.contains { $0.contains("main.swift:5:") && $0.contains("'ForgotConformanceSpy' to closure result type 'Home?'") },
                      compile.standardError)
    }

    /// Generated names never take the user's: a type named `AppMockOverrides` makes the overrides
    /// `WeaverAppMockOverrides`, a registration named `build` makes the node's own override
    /// `weaverBuild` (and `subtree` is an ordinary name), and any member named `mock` — here an
    /// `enum` in an extension — makes the mock `weaverMock`. It compiles and runs.
    func testGeneratedNamesNeverCollideWithTheUsers() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try EndToEnd.generateCompileAndRun(files: [
            "App.swift": """
                protocol APIClient {}
                final class LiveAPI: APIClient {}
                struct AppMockOverrides: CustomStringConvertible { var description: String { "the user's" } }
                final class App {
                    // weaver: home = Home
                    // weaver: api = LiveAPI <- APIClient
                    let dependencies: AppDependencyResolver
                    init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
                }
                final class Home {
                    // weaver: build = Builder
                    // weaver: subtree = Builder
                    // weaver: api <- APIClient
                    let dependencies: HomeDependencyResolver
                    init(injecting dependencies: HomeDependencyResolver) { self.dependencies = dependencies }
                }
                extension Home { enum mock {} }
                final class Builder {}
                """,
            "main.swift": """
                let overrides = WeaverAppMockOverrides()
                var built = 0
                overrides.home.weaverBuild = { resolver in built += 1; return Home(injecting: resolver) }
                let spy = Builder()
                overrides.home.build = { spy }
                overrides.home.subtree = { nil }
                let app = App.mock(overrides: overrides)
                let home = app.dependencies.home
                let alone = Home.weaverMock(api: LiveAPI())
                print(built, home.dependencies.build === spy, alone.dependencies.build !== spy, AppMockOverrides())
                """,
        ], in: folder, weaverArguments: ["--mocks"], compilerFlags: ["-D", "DEBUG"])
        XCTAssertEqual(run.standardOutput, "1 true true the user's\n", run.standardError)
    }

    /// `self.mock = true` selects one type: its mock and the overrides of its subtree, nothing
    /// for the types above it; without any selection the output has no trace of mocks.
    func testSelfMockSelectsOneType() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try String(contentsOf: fixture.appendingPathComponent("Graph.swift"), encoding: .utf8)
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: sources.appendingPathComponent("Graph.swift"))
        let plain = try String(contentsOf: EndToEnd.generate(sources: sources, into: folder), encoding: .utf8)
        XCTAssertFalse(plain.contains("Mock"), "no mock selected, no mock code")

        let selected = source.replacingOccurrences(of: "    // weaver: title <= String\n", with: "    // weaver: title <= String\n    // weaver: self.mock = true\n")
        try Data(selected.utf8).write(to: sources.appendingPathComponent("Graph.swift"))
        let output = try EndToEnd.generate(sources: sources, into: folder)
        let text = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(text.contains("extension Home {\n"), text)
        XCTAssertTrue(text.contains("@dynamicMemberLookup class HomeMockOverrides"), text)
        XCTAssertTrue(text.contains("@dynamicMemberLookup class DetailMockOverrides"), "the subtree's containers take overrides")
        XCTAssertFalse(text.contains("AppMockOverrides"), "the type above is untouched")
        XCTAssertFalse(text.contains("extension Detail {\n"), "only the selected type gets a mock")
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
            let overrides = HomeMockOverrides()
            overrides.detail.poster = { Poster() }
            let home = Home.mock(title: "One", overrides: overrides)
            print(home.dependencies.title)

            """.utf8).write(to: main)
        let program = folder.appendingPathComponent("program")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-o", program.path,
                                                         sources.appendingPathComponent("Graph.swift").path, output.path, main.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        XCTAssertEqual(try EndToEnd.run(program, []).standardOutput, "One\n")
    }

    /// A type that cannot have a mock is an error at its `self.mock = true` line.
    func testSelfMockOnATypeThatCannotHaveOneIsAnErrorAtItsLine() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
            final class Root {
                let dependencies = MainDependencyContainer.rootDependencyResolver()
                // weaver: logger = Logger
                // weaver: self.mock = true
            }
            final class Screen {
                // weaver: logger = Logger
                // weaver: self.mock = true
                init() {}
            }
            final class Logger {}

            """.utf8).write(to: sources.appendingPathComponent("App.swift"))
        let run = try EndToEnd.weaver(["swift", "--project-path", folder.path, "--input-path", "Sources"])
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("Sources/App.swift:4:5: error: 'Root' builds its own graph, so it cannot have a mock"),
                      run.standardError)
        XCTAssertTrue(run.standardError.contains("Sources/App.swift:8:5: error: 'Screen' has no 'init(injecting:)', which its mock calls"),
                      run.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Weaver.swift").path))
    }

    /// Stubs and mocks hold their state per instance: 100 tests at once, each with its own spy in
    /// its own mock and its own stub, never see each other's (no static or global mutable state).
    func testMocksAndStubsOfConcurrentTestsNeverShareState() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try EndToEnd.generate(sources: fixture, into: folder, extraArguments: [
            "--mocks", "--tests", "--tests-output-path", folder.appendingPathComponent("WeaverTests.swift").path,
        ])
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
            import Dispatch

            final class Spy: MovieManaging {
                let source: String
                init(_ source: String) { self.source = source }
            }

            DispatchQueue.concurrentPerform(iterations: 100) { test in
                let overrides = AppMockOverrides()
                overrides.home.movieManager = { _ in Spy("spy \\(test)") }
                let home = App.mock(overrides: overrides).dependencies.home(title: "\\(test)")
                let read = home.dependencies.detail.dependencies.movieManager.source
                if read != "spy \\(test)" { print("FAIL: test \\(test) read \\(read)") }
                let stub = MainDependencyResolverStub()
                stub.movieManagerDouble = Spy("stub \\(test)")
                let detail = stub.buildDetail()
                if detail.dependencies.movieManager.source != "stub \\(test)" { print("FAIL: stub of test \\(test)") }
            }
            print("PASS: 100 concurrent tests")

            """.utf8).write(to: main)
        let program = folder.appendingPathComponent("program")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-D", "DEBUG", "-o", program.path,
                                                         fixture.appendingPathComponent("Graph.swift").path, output.path,
                                                         folder.appendingPathComponent("WeaverTests.swift").path, main.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        let run = try EndToEnd.run(program, [])
        XCTAssertEqual(run.standardOutput, "PASS: 100 concurrent tests\n", run.standardOutput + run.standardError)
    }
}
