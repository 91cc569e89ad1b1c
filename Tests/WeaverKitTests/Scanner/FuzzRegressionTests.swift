import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Every input the fuzzer or the real-world corpus check found a problem with stays fixed.
final class FuzzRegressionTests: XCTestCase {
    private static let fuzz = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    private func files(_ folder: String) throws -> [URL] {
        let url = Self.fuzz.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { url.appendingPathComponent($0) }
    }

    func testCrashesAndSlowInputsNowGoThroughThePipeline() throws {
        let found = try files("Crashes")
        XCTAssertFalse(found.isEmpty)
        for file in found {
            let syntax = FileParser.parse(SourceFile(path: file.lastPathComponent, bytes: [UInt8](try Data(contentsOf: file))))
            let graph = Linker.link([syntax])
            _ = Validator.validate(graph)
            _ = Generator.mainOutput(graph)
        }
    }

    func testRealWorldShapesGiveNoSpuriousDiagnosticsAndKeepTheirAnnotations() throws {
        for file in try files("Spurious") {
            let syntax = FileParser.parse(SourceFile(path: file.lastPathComponent, bytes: [UInt8](try Data(contentsOf: file))))
            XCTAssertEqual(syntax.diagnostics.filter { $0.code == .lexical }, [], file.lastPathComponent)
            XCTAssertTrue(syntax.types.contains { $0.path == "Swallowed" || $0.path == "AfterTheRegex" }, file.lastPathComponent)
        }
    }

    func testInvalidUTF8KeepsColumnsInBytes() {
        var bytes = Array("final class A {\n    // weaver: a = B".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("<>\n}\n".utf8)
        let syntax = FileParser.parse(SourceFile(path: "U.swift", bytes: bytes))
        XCTAssertEqual(syntax.diagnostics.map(\.code), [.invalidType])
        XCTAssertEqual(syntax.diagnostics.first?.location?.column, 5 + "// weaver: a = B".utf8.count + 2)
    }
}
