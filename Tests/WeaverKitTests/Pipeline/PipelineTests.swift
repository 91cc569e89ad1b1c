import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class PipelineTests: XCTestCase {
    private func makeProject(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-pipeline-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: PathResolver.directory(of: path), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return folder
    }

    func testFilesWithoutWeaverTextAreSkippedAndOutputsAreNotScanned() async throws {
        let folder = try makeProject([
            "Sources/App.swift": "final class App {\n    // weaver: a = A\n}\n",
            "Sources/Plain.swift": "final class Plain {}\n",
            "Sources/.hidden/Hidden.swift": "final class Hidden {\n    // weaver: h = H\n}\n",
            "Sources/Ignored/Ignored.swift": "final class Ignored {\n    // weaver: i = I\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = WeaverOptions(projectPath: folder)
        options.ignoredPaths = [folder + "/Sources/Ignored"]
        options.mainOutputPath = folder + "/Sources/Weaver.swift"
        let first = try Pipeline.run(options: options)
        XCTAssertEqual(first.filesScanned, 2)
        XCTAssertEqual(first.filesParsed, 1)
        XCTAssertEqual(first.writtenFiles, ["Sources/Weaver.swift"])
        // The written output is in the input folder but is never read back as input.
        let second = try Pipeline.run(options: options)
        XCTAssertEqual(second.filesScanned, 2)
        XCTAssertEqual(second.writtenFiles, [])
    }

    func testRecursiveOff() async throws {
        let folder = try makeProject([
            "Top.swift": "final class Top {\n    // weaver: a = A\n}\n",
            "Nested/Deep.swift": "final class Deep {\n    // weaver: b = B\n}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var options = WeaverOptions(projectPath: folder)
        options.recursive = false
        let result = try Pipeline.run(options: options, goal: .validate)
        XCTAssertEqual(result.annotatedTypes, 1)
    }

    func testMissingInputIsAnIOError() async throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("weaver-missing-input-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: project) }
        var options = WeaverOptions(projectPath: project)
        options.inputPaths = [project + "/Sources"]
        do {
            _ = try Pipeline.run(options: options)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.diagnostic.code, .io)
            XCTAssertTrue(error.diagnostic.message.hasPrefix("input path 'Sources' does not exist"), error.diagnostic.message)
        }
        // A project path that is not there is what the message blames.
        options = WeaverOptions(projectPath: project + "/nowhere")
        do {
            _ = try Pipeline.run(options: options)
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error.diagnostic.message.contains("the project path"), error.diagnostic.message)
        }
    }

    func testLexicalProblemsAreWarnings() {
        let analysis = Analysis("final class App {\n    // weaver: a = A\n    let s = \"open\n}\n")
        XCTAssertEqual(analysis.diagnostics.map(\.code), [.lexical])
        XCTAssertEqual(analysis.diagnostics.first?.severity, .warning)
        XCTAssertEqual(analysis.diagnostics.first?.position, "3:13")
    }
}
