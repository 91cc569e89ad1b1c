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

    /// Builds the API module as a static library with its own generated container, then the app
    /// against it, as Weaver 1.x's sample is built.
    private func buildWeaverSample(swiftVersion: String) throws -> EndToEnd.Output {
        let folder = try EndToEnd.temporaryDirectory("WeaverSample\(swiftVersion)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sample = EndToEnd.fixtures.appendingPathComponent("WeaverSample")
        let apiFolder = folder.appendingPathComponent("api")
        let appFolder = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: apiFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: appFolder, withIntermediateDirectories: true)
        let apiOutput = try EndToEnd.generate(sources: sample.appendingPathComponent("API"), into: apiFolder)
        let appOutput = try EndToEnd.generate(sources: sample.appendingPathComponent("App"), into: appFolder, extraArguments: ["--project-name", "Sample"])
        let library = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-parse-as-library", "-emit-library", "-static", "-emit-module",
            "-module-name", "API", "-emit-module-path", folder.appendingPathComponent("API.swiftmodule").path,
            "-o", folder.appendingPathComponent("libAPI.a").path,
        ] + EndToEnd.swiftFiles(in: sample.appendingPathComponent("API")) + [apiOutput.path])
        XCTAssertEqual(library.status, 0, library.standardError)
        XCTAssertEqual(library.standardError, "")
        let program = folder.appendingPathComponent("sample-app")
        let app = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", swiftVersion, "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lAPI", "-o", program.path,
        ] + EndToEnd.swiftFiles(in: sample.appendingPathComponent("App")) + [appOutput.path])
        XCTAssertEqual(app.status, 0, app.standardError)
        XCTAssertEqual(app.standardError, "")
        let generated = try String(contentsOf: appOutput, encoding: .utf8)
        XCTAssertTrue(generated.contains("@objc(SampleMainDependencyContainer)"), "objc with a project name renames the container for Objective-C")
        XCTAssertTrue(generated.contains("#if canImport(ObjectiveC)\n@objc protocol ReviewManagerResolver"))
        return try EndToEnd.run(program, [])
    }

    func testWeaverSampleInSwift6Mode() throws { assertAllChecksPassed(try buildWeaverSample(swiftVersion: "6")) }

    func testWeaverSampleInSwift5Mode() throws { assertAllChecksPassed(try buildWeaverSample(swiftVersion: "5")) }

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
