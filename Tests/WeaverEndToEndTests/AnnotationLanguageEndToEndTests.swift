import Foundation
import XCTest

/// Issue-level checks of the whole annotation language: the re-created Weaver 1.x sample (two
/// modules, both annotation styles, builders, objc, an isolated type, wrappers built concurrently)
/// and a main-actor app generated with `--mainactor`, in Swift 6 and Swift 5 modes.
final class AnnotationLanguageEndToEndTests: XCTestCase {
    private func assertAllChecksPassed(_ run: EndToEnd.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError, file: file, line: line)
        XCTAssertFalse(run.standardOutput.contains("FAIL"), run.standardOutput, file: file, line: line)
        XCTAssertTrue(run.standardOutput.hasSuffix("ALL CHECKS PASSED\n"), run.standardOutput, file: file, line: line)
    }

    /// Builds the API module as a static library with its own generated container and test stubs
    /// (testing enabled, as a debug build is), the app against it, and the API's tests against it,
    /// as Weaver 1.x's sample is built: the app's builders call the API's generated public
    /// initializers (`MovieAPI(urlSession:)`, `MovieManager(host:logger:)`, `ImageManager()`) and
    /// its tests use hand-written spies and the generated stub. Returns the app's and the tests' runs.
    ///
    /// `split`: the app's container is written as the plugin writes it, over several files
    /// (`--split-output`, docs/semantics.md Incremental builds); 1.x-style spies and builders compile against both.
    private func buildWeaverSample(swiftVersion: String, split: Bool = false) throws -> (app: EndToEnd.Output, tests: EndToEnd.Output) {
        let folder = try EndToEnd.temporaryDirectory("WeaverSample\(swiftVersion)\(split)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = EndToEnd.fixtures.appendingPathComponent("WeaverSample")
        let apiFolder = folder.appendingPathComponent("api")
        let appFolder = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: apiFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        let stubs = apiFolder.appendingPathComponent("WeaverTests.swift")
        let apiOutput = try EndToEnd.generate(sources: sample.appendingPathComponent("API"), into: apiFolder,
                                              extraArguments: ["--tests", "--testable-imports", "API", "--tests-output-path", stubs.path])
        var appOutputs = [try EndToEnd.generate(sources: sample.appendingPathComponent("App"), into: appFolder, extraArguments: ["--project-name", "Sample"])]
        if split {
            let generated = appFolder.appendingPathComponent("Generated")
            let run = try EndToEnd.weaver(["swift", "--project-path", appFolder.path, "--input-path", sample.appendingPathComponent("App").path,
                                           "--main-output-path", generated.path, "--split-output", "--project-name", "Sample"])
            XCTAssertEqual(run.status, 0, run.standardError)
            appOutputs = EndToEnd.swiftFiles(in: generated).map { URL(fileURLWithPath: $0) }
            XCTAssertEqual(appOutputs.count, 66)
        }
        let library = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-parse-as-library", "-emit-library", "-static", "-emit-module",
            "-enable-testing", "-module-name", "API", "-emit-module-path", folder.appendingPathComponent("API.swiftmodule").path,
            "-o", folder.appendingPathComponent("libAPI.a").path,
        ] + EndToEnd.swiftFiles(in: sample.appendingPathComponent("API")) + [apiOutput.path])
        XCTAssertEqual(library.status, 0, library.standardError)
        XCTAssertEqual(library.standardError, "")
        let program = folder.appendingPathComponent("sample-app")
        let app = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lAPI", "-o", program.path,
        ] + EndToEnd.swiftFiles(in: sample.appendingPathComponent("App")) + appOutputs.map(\.path))
        XCTAssertEqual(app.status, 0, app.standardError)
        XCTAssertEqual(app.standardError, "")
        let testsProgram = folder.appendingPathComponent("sample-api-tests")
        let tests = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lAPI", "-o", testsProgram.path,
        ] + EndToEnd.swiftFiles(in: sample.appendingPathComponent("APITests")) + [stubs.path])
        XCTAssertEqual(tests.status, 0, tests.standardError)
        XCTAssertEqual(tests.standardError, "")
        let generated = try appOutputs.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        XCTAssertTrue(generated.contains("@objc(SampleMainDependencyContainer)"), "objc with a project name renames the container for Objective-C")
        XCTAssertTrue(generated.contains("#if canImport(ObjectiveC)\n@objc protocol ReviewManagerResolver: AnyObject"))
        let api = try String(contentsOf: apiOutput, encoding: .utf8)
        XCTAssertTrue(api.contains("public convenience init(host: String?, logger: Logger)"), "parameters first, then references")
        return (try EndToEnd.run(program, []), try EndToEnd.run(testsProgram, []))
    }

    func testWeaverSampleInSwift6Mode() throws {
        let runs = try buildWeaverSample(swiftVersion: "6")
        assertAllChecksPassed(runs.app)
        assertAllChecksPassed(runs.tests)
    }

    func testWeaverSampleInSwift5Mode() throws {
        let runs = try buildWeaverSample(swiftVersion: "5")
        assertAllChecksPassed(runs.app)
        assertAllChecksPassed(runs.tests)
    }

    func testWeaverSampleSplitOverFilesInSwift6Mode() throws {
        let runs = try buildWeaverSample(swiftVersion: "6", split: true)
        assertAllChecksPassed(runs.app)
        assertAllChecksPassed(runs.tests)
    }

    func testWeaverSampleSplitOverFilesInSwift5Mode() throws {
        let runs = try buildWeaverSample(swiftVersion: "5", split: true)
        assertAllChecksPassed(runs.app)
        assertAllChecksPassed(runs.tests)
    }

    func testMainActorAppInSwift6Mode() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        assertAllChecksPassed(try EndToEnd.generateCompileAndRun(fixture: "MainActorApp", swiftVersion: "6", in: folder, extraArguments: ["--mainactor"]))
    }

    func testMainActorAppInSwift5Mode() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        assertAllChecksPassed(try EndToEnd.generateCompileAndRun(fixture: "MainActorApp", swiftVersion: "5", in: folder, extraArguments: ["--mainactor"]))
    }
}

/// A type with @Weaver properties built by hand stops with a message saying why.
final class HandBuiltWrapperTests: XCTestCase {
    func testHandBuiltTypeWithWrappersStopsWithAMessage() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("main.swift")
        try Data("""
        final class Logger {}
        final class App {
            @Weaver(.registration) var logger: Logger
            @Weaver(.registration) var screen: Screen
        }
        final class Screen {
            @Weaver(.reference) var logger: Logger
            init(injecting _: ScreenDependencyResolver) {}
        }
        final class Spy: ScreenDependencyResolver {
            let logger = Logger()
        }
        print("building by hand")
        let screen = Screen(injecting: Spy())
        print(screen.logger)
        """.utf8).write(to: source)
        let output = try EndToEnd.generate(sources: source, into: folder)
        let program = folder.appendingPathComponent("program")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-o", program.path, source.path, output.path])
        XCTAssertEqual(compile.status, 0, compile.standardError)
        let run = try EndToEnd.run(program, [])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.standardError.contains("a @Weaver property was initialised outside its container"), run.standardError)
    }
}
