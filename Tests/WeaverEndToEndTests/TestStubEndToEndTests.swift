import Foundation
import XCTest

/// `weaver swift --tests` (docs/mocks.md): the stubs compile next to the module they test, for every
/// type shape, and a real XCTest test written against them runs.
final class TestStubEndToEndTests: XCTestCase {
    /// Generates the container and the stubs of `sources`, builds them as a testable static
    /// library named `module` (without its `main.swift`), and returns the folder and stub file.
    private func buildTestableModule(_ module: String, sources: URL, in folder: URL, libraries: [String] = []) throws -> URL {
        let output = try EndToEnd.generate(sources: sources, into: folder, extraArguments: ["--tests", "--testable-imports", module])
        let library = try EndToEnd.run(EndToEnd.swiftc, [
            "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-enable-testing",
            "-module-name", module, "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            "-I", folder.path, "-o", folder.appendingPathComponent("lib\(module).a").path,
        ] + EndToEnd.swiftFiles(in: sources).filter { !$0.hasSuffix("/main.swift") } + [output.path])
        XCTAssertEqual(library.status, 0, library.standardError)
        return folder.appendingPathComponent("WeaverTests.swift")
    }

    private func compileAndRun(_ files: [String], linking libraries: [String], in folder: URL) throws -> EndToEnd.Output {
        let program = folder.appendingPathComponent("stub-tests")
        let compile = try EndToEnd.run(EndToEnd.swiftc, ["-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path]
                                       + libraries.map { "-l" + $0 } + ["-o", program.path] + files)
        XCTAssertEqual(compile.status, 0, compile.standardError)
        XCTAssertEqual(compile.standardError, "", "the stubs must compile without warnings")
        return try EndToEnd.run(program, [])
    }

    func testXCTestAgainstTheSampleStubRuns() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = try buildTestableModule("Sample", sources: EndToEnd.fixtures.appendingPathComponent("Sample/Sources"), in: folder)
        let tests = EndToEnd.swiftFiles(in: EndToEnd.fixtures.appendingPathComponent("Sample/Tests"))
        let run = try compileAndRun([stubs.path] + tests, linking: ["Sample", "XCTest"], in: folder)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertTrue((run.standardOutput + run.standardError).contains("Executed 2 tests, with 0 failures"), run.standardOutput + run.standardError)
    }

    func testStubsCompileForEveryTypeShape() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = try buildTestableModule("Shapes", sources: EndToEnd.fixtures.appendingPathComponent("Shapes/Sources"), in: folder)
        let text = try String(contentsOf: stubs, encoding: .utf8)
        XCTAssertTrue(text.contains("func buildRepository<Element>() -> Repository<Element>"), "generic types get a generic build function")
        XCTAssertTrue(text.contains("var configDouble: Config?\n"), "an optional dependency's double is that optional")
        XCTAssertTrue(text.contains("@unchecked Sendable"), "an actor's resolver requires Sendable")
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
        @testable import Shapes
        let stub = MainDependencyResolverStub()
        stub.clockDouble = Clock(now: 3)
        print(stub.buildTextFormatter(prefix: "> ").format("x"))
        print(stub.config == nil)
        """.utf8).write(to: main)
        let run = try compileAndRun([stubs.path, main.path], linking: ["Shapes"], in: folder)
        XCTAssertEqual(run.standardOutput, "> x@3\ntrue\n")
    }

    func testStubsOfKeywordNamesCompileAndRun() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stubs = try buildTestableModule("KeywordNames", sources: EndToEnd.fixtures.appendingPathComponent("KeywordNames/Sources"), in: folder)
        let text = try String(contentsOf: stubs, encoding: .utf8)
        XCTAssertTrue(text.contains("func buildScreen(`func`: Int, `init`: String) -> Screen"), text)
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
        @testable import KeywordNames
        let stub = MainDependencyResolverStub()
        stub.defaultDouble = Logger(prefix: "stub")
        stub.setIn(Theme(name: "light"))
        stub.whereDouble = Logger(prefix: "w")
        stub.repeatDouble = Counter()
        print(stub.buildScreen(func: 2, init: "screen").describe())
        print(stub.buildReport(for: 5).text(), stub.func, stub.`init`)
        """.utf8).write(to: main)
        let run = try compileAndRun([stubs.path, main.path], linking: ["KeywordNames"], in: folder)
        XCTAssertEqual(run.standardOutput, "stub: screen #2 in light, w, repeat true\nstub: report 5 2 screen\n", run.standardError)
    }

    func testStubsFillWrapperPropertiesAndSeparateClashingNames() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
        final class Logger {}
        final class OtherLogger {}
        final class App {
            // weaver: logger = Logger
            // weaver: child = Child
            // weaver: child.scope = .transient
            init(injecting _: AppDependencyResolver) {}
        }
        final class Child {
            @Weaver(.registration, type: OtherLogger.self) var logger: OtherLogger
            @Weaver(.parameter) var id: Int
            init(injecting _: ChildDependencyResolver) {}
        }
        """.utf8).write(to: sources.appendingPathComponent("App.swift"))
        let stubs = try buildTestableModule("Clash", sources: sources, in: folder)
        let text = try String(contentsOf: stubs, encoding: .utf8)
        XCTAssertTrue(text.contains("class ChildDependencyResolverStub"), text)
        let main = folder.appendingPathComponent("main.swift")
        try Data("""
        @testable import Clash
        let stub = ChildDependencyResolverStub()
        let other = OtherLogger()
        stub.loggerDouble = other
        let child = stub.buildChild(id: 4)
        print(child.id, child.logger === other)
        _ = MainDependencyResolverStub().buildApp()
        """.utf8).write(to: main)
        let run = try compileAndRun([stubs.path, main.path], linking: ["Clash"], in: folder)
        XCTAssertEqual(run.standardOutput, "4 true\n")
    }
}
