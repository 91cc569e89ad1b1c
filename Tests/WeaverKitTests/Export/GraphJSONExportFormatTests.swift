import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Layout, validity and determinism of `weaver json` output.
final class GraphJSONExportFormatTests: XCTestCase {
    func testPrettyIndentsWithTwoSpaces() {
        let graph = Analysis("final class App {\n    // weaver: logger = Logger\n}").graph
        let pretty = GraphJSONExporter.json(graph, pretty: true)
        XCTAssertTrue(pretty.hasPrefix("""
        {
          "schemaVersion": 1,
          "types": [
            {
              "name": "App",
              "isAnnotated": true,
        """), pretty)
        XCTAssertTrue(pretty.contains("""
              "platforms": null,
              "projects": null,
              "parameters": [],
              "location": {
                "file": "Test.swift",
                "line": 2,
                "column": 5
              },
              "id": "App.logger"
            }
          ],
          "edges": [
            {
              "from": "App",
              "to": "Logger",
              "kind": "registers"
            }
          ]
        }
        """), pretty)
        XCTAssertFalse(pretty.hasSuffix("\n"))
    }

    func testCompactHasNoWhitespaceOutsideStrings() {
        let compact = GraphJSONExporter.json(Analysis(ExportSamples.movies).graph, pretty: false)
        XCTAssertFalse(compact.contains("\n"))
        XCTAssertFalse(compact.contains("\": "))
    }

    func testBothFormsAreValidJSONWithTheSameContent() throws {
        let graph = Analysis(ExportSamples.movies).graph
        for pretty in [false, true] {
            let data = Data(GraphJSONExporter.json(graph, pretty: pretty).utf8)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "pretty: \(pretty)")
        }
        XCTAssertEqual(try JSONTree.parse(GraphJSONExporter.json(graph, pretty: true)),
                       try JSONTree.parse(GraphJSONExporter.json(graph, pretty: false)))
    }

    func testStringsAreEscaped() throws {
        let graph = Analysis(#"final class App {\#n    // weaver: logger = Logger\#n    // weaver: logger.builder = { _ in Logger(prefix: "\t") }\#n}"#).graph
        let document = try JSONTree.parse(GraphJSONExporter.json(graph, pretty: false))
        XCTAssertEqual(document["dependencies"]?[0]?["builder"], .string(#"{ _ in Logger(prefix: "\t") }"#))
    }

    func testSameBytesAcrossRunsAndFileOrders() {
        let files = [
            "B.swift": "final class Home {\n    // weaver: logger <- Logger\n}",
            "A.swift": "final class App {\n    // weaver: logger = Logger\n    // weaver: home = Home\n}",
            "C.swift": ExportSamples.movies.replacingOccurrences(of: "App", with: "Movies"),
        ]
        let first = Analysis(files).graph
        let second = Linker.link(files.keys.sorted(by: >).map { FileParser.parse(SourceFile(path: $0, text: files[$0]!)) })
        for pretty in [false, true] {
            XCTAssertEqual(GraphJSONExporter.json(first, pretty: pretty), GraphJSONExporter.json(second, pretty: pretty))
            XCTAssertEqual(GraphJSONExporter.json(first, pretty: pretty), GraphJSONExporter.json(first, pretty: pretty))
        }
    }

    func testGraphWithErrorsIsStillExported() throws {
        let analysis = Analysis("final class Home {\n    // weaver: logger <- Logger\n    // weaver: user = User\n}")
        XCTAssertFalse(analysis.errors.isEmpty)
        let document = try JSONTree.parse(GraphJSONExporter.json(analysis.graph, pretty: false))
        XCTAssertEqual(document["dependencies"]?.elements.count, 2)
    }
}
