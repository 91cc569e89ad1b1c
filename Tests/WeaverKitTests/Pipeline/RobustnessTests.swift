import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// No input may crash or hang the tool (issue: validation and robustness): pathological sizes,
/// broken bytes, and file-system traps each give a message or a skip.
final class RobustnessTests: XCTestCase {
    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-robust-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func testChainOfTenThousandRegistrations() {
        let count = 10_000
        var text = ""
        for index in 0..<count {
            text += "final class T\(index) {\n    // weaver: next = T\(index + 1)\n    // weaver: root <- Root\n"
                + "    init(injecting _: T\(index)DependencyResolver) {}\n}\n"
        }
        text += "final class Root {\n    // weaver: first = T0\n    // weaver: root = RootValue <- Root\n    init(injecting _: RootDependencyResolver) {}\n}\n"
        let syntax = FileParser.parse(SourceFile(path: "Chain.swift", text: text))
        let graph = Linker.link([syntax])
        let diagnostics = Validator.validate(graph)
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [])
        XCTAssertFalse(Generator.mainOutput(graph).isEmpty)
    }

    func testCycleOfTenThousandSteps() {
        let count = 10_000
        var text = "final class App {\n"
        for index in 0..<count { text += "    // weaver: s\(index) = S\(index)\n" }
        text += "}\n"
        for index in 0..<count { text += "final class S\(index) {\n    // weaver: s\((index + 1) % count) <- S\((index + 1) % count)\n}\n" }
        let graph = Linker.link([FileParser.parse(SourceFile(path: "Cycle.swift", text: text))])
        let cycles = Validator.validate(graph).filter { $0.code == .cycle }
        XCTAssertEqual(cycles.count, 1, "one report per strongly connected group")
    }

    func testBrokenBytesGiveDiagnosticsNotCrashes() {
        var bytes = Array("final class App {\n    // weaver: a = A\n    let s = \"".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0x00]
        bytes += Array("\n    // weaver: b = B\u{0}\n}\n/* open".utf8)
        let syntax = FileParser.parse(SourceFile(path: "Broken.swift", bytes: bytes))
        XCTAssertEqual(syntax.types.first?.dependencies.map(\.name).first, "a")
        XCTAssertTrue(syntax.diagnostics.contains { $0.code == .lexical && $0.message == "unterminated block comment" })
    }

    func testFiftyMegabyteFile() {
        let chunk = "final class C { let s = \"text // weaver: not = Real\"; func f() { /* c */ } }\n"
        let text = String(repeating: chunk, count: 50_000_000 / chunk.utf8.count) + "final class Root {\n    // weaver: a = A\n    init(injecting _: RootDependencyResolver) {}\n}\n"
        let syntax = FileParser.parse(SourceFile(path: "Big.swift", text: text))
        XCTAssertEqual(syntax.types.map(\.path), ["Root"])
    }

    func testSymbolicLinkLoopsDanglingLinksAndFoldersNamedLikeFiles() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Sources/Inner", withIntermediateDirectories: true)
        try Data("final class App {\n    // weaver: a = A\n    init(injecting _: AppDependencyResolver) {}\n}\n".utf8).write(to: URL(fileURLWithPath: folder + "/Sources/App.swift"))
        try manager.createSymbolicLink(atPath: folder + "/Sources/Inner/Loop", withDestinationPath: folder + "/Sources")
        try manager.createSymbolicLink(atPath: folder + "/Sources/Gone.swift", withDestinationPath: folder + "/nowhere.swift")
        try manager.createDirectory(atPath: folder + "/Sources/Folder.swift", withIntermediateDirectories: true)
        var options = WeaverOptions(projectPath: folder)
        options.inputPaths = [folder + "/Sources"]
        let result = try Pipeline.run(options: options, goal: .validate)
        XCTAssertEqual(result.annotatedTypes, 1)
        XCTAssertEqual(result.diagnostics.map(\.message), ["'Sources/Gone.swift' cannot be read (a dangling symbolic link?); it is skipped"])
        XCTAssertEqual(result.diagnostics.first?.severity, .warning)
    }
}
