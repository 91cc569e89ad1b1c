import Foundation
import XCTest

/// docs/commands.md "Output safety" through the built tool: nothing the user had is deleted or
/// overwritten, and a wrong path is refused (exit 2) before anything is written.
final class OutputSafetyEndToEndTests: XCTestCase {
    /// One annotated type, `Sources/App.swift` of `project`.
    static let app = """
        final class App {
            // weaver: logger = Logger
            init(injecting _: AppDependencyResolver) {}
        }
        final class Logger {}

        """
    private let app = OutputSafetyEndToEndTests.app

    /// A project with `Sources/App.swift` and a file of the user's beside it.
    static func project(_ name: String) throws -> URL {
        let folder = try EndToEnd.temporaryDirectory(name)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try app.write(to: folder.appendingPathComponent("Sources/App.swift"), atomically: true, encoding: .utf8)
        try "notes".write(to: folder.appendingPathComponent("Sources/notes.txt"), atomically: true, encoding: .utf8)
        return folder
    }

    private func project(_ name: String = #function) throws -> URL { try Self.project(name) }

    private func weaver(_ arguments: [String], in folder: URL) throws -> EndToEnd.Output {
        try EndToEnd.weaver(arguments + ["--project-path", folder.path, "--input-path", "Sources"], in: folder)
    }

    private func contents(_ folder: URL, _ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func testCleanDeletesOnlyTheCacheItWrote() throws {
        let folder = try project()
        XCTAssertEqual(try weaver(["swift"], in: folder).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".weaver_cache").path))
        for hostile in ["Sources", ".", "Sources/App.swift", "Sources/notes.txt", "../\(folder.lastPathComponent)"] {
            let run = try weaver(["clean", "--cache-path", hostile], in: folder)
            XCTAssertEqual(run.status, 0, hostile)
            XCTAssertTrue(run.standardError.contains("nothing deleted"), "\(hostile): \(run.standardError)")
            XCTAssertEqual(contents(folder, "Sources/App.swift"), app, hostile)
            XCTAssertEqual(contents(folder, "Sources/notes.txt"), "notes", hostile)
        }
        // The same from a configuration file's `cache_path`.
        try "cache_path: Sources\n".write(to: folder.appendingPathComponent(".weaver.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try weaver(["clean"], in: folder).status, 0)
        XCTAssertEqual(contents(folder, "Sources/App.swift"), app)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".weaver.yaml"))
        // Its own cache goes.
        XCTAssertEqual(try weaver(["clean"], in: folder).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".weaver_cache").path))
        XCTAssertEqual(try weaver(["clean"], in: folder).status, 0, "no cache is not an error")
    }

    func testOutputsThatWouldDestroySomethingAreRefusedBeforeAnyWrite() throws {
        let folder = try project()
        let cases: [(arguments: [String], expected: String)] = [
            (["--main-output-path", "Sources/App.swift"], "is one of the input files"),
            (["--cache-path", "Sources/App.swift"], "is one of the input files"),
            (["--tests", "--tests-output-path", "Weaver.swift"], "name the same file"),
            (["--cache-path", "Weaver.swift"], "name the same file"),
            (["--cache-path", "Sources"], "names the folder 'Sources'"),
            (["--main-output-path", "Other/notes.swift"], "did not write"),
        ]
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Other"), withIntermediateDirectories: true)
        try "// a file of the user's\n".write(to: folder.appendingPathComponent("Other/notes.swift"), atomically: true, encoding: .utf8)
        for (arguments, expected) in cases {
            let run = try weaver(["swift"] + arguments, in: folder)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.standardError.contains(expected), "\(arguments): \(run.standardError)")
            XCTAssertEqual(contents(folder, "Sources/App.swift"), app, "\(arguments)")
            XCTAssertEqual(contents(folder, "Other/notes.swift"), "// a file of the user's\n", "\(arguments)")
            XCTAssertNil(contents(folder, "Weaver.swift"), "\(arguments): nothing may be written")
        }
        // `check` writes only the cache, which is held to the same rules.
        XCTAssertEqual(try weaver(["check", "--cache-path", "Sources/App.swift"], in: folder).status, 2)
        XCTAssertEqual(contents(folder, "Sources/App.swift"), app)
        // An empty file, or one weaver wrote (2.x or 1.x), is replaced.
        try "".write(to: folder.appendingPathComponent("Gen.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try weaver(["swift", "--main-output-path", "Gen.swift"], in: folder).status, 0)
        XCTAssertEqual(try weaver(["swift", "--main-output-path", "Gen.swift", "--mainactor"], in: folder).status, 0)
        try "/// This file is generated by Weaver 1.1.5\n/// DO NOT EDIT!\n".write(
            to: folder.appendingPathComponent("Old.swift"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try weaver(["swift", "--main-output-path", "Old.swift"], in: folder).status, 0)
        XCTAssertTrue(contents(folder, "Old.swift")?.contains("MainDependencyContainer") == true)
    }

    func testTemporaryFilesOfAKilledRunAreRemovedByTheNextRun() throws {
        let folder = try project()
        XCTAssertEqual(try weaver(["swift"], in: folder).status, 0)
        // What a run killed between writing and renaming leaves: process 999999999 does not exist.
        let dead = [".Weaver.swift.weaver-999999999-17.tmp", ".weaver_cache.weaver-999999999-42.tmp"]
        // The test process is alive: a concurrent run's file must stay.
        let alive = ".Weaver.swift.weaver-\(getpid())-7.tmp"
        for name in dead + [alive] {
            try "partial".write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        // Nothing changed: the run takes the fast path, and still removes the leftovers.
        XCTAssertEqual(try weaver(["swift"], in: folder).status, 0)
        for name in dead { XCTAssertNil(contents(folder, name), name) }
        XCTAssertEqual(contents(folder, alive), "partial")
    }

    func testAPathWithALineBreakIsRefusedByXcfilelist() throws {
        let folder = try project()
        try app.replacingOccurrences(of: "App", with: "Other").write(
            to: folder.appendingPathComponent("Sources/Two\nLines.swift"), atomically: true, encoding: .utf8)
        let run = try weaver(["xcfilelist"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardError.contains("line break"), run.standardError)
        XCTAssertNil(contents(folder, "weaver-inputs.xcfilelist"))
    }
}
