import Foundation
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The exporter's output against `Schemas/weaver-graph.schema.json`, and the checker against
/// documents it must reject (so that a passing validation means something).
final class GraphJSONExportSchemaTests: XCTestCase {
    private static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/weaver-graph.schema.json")

    private func checker() throws -> SchemaChecker {
        SchemaChecker(schema: try JSONDecoder().decode(JSONTree.self, from: Data(contentsOf: Self.schemaURL)))
    }

    private var moviesJSON: String { GraphJSONExporter.json(Analysis(ExportSamples.movies).graph, pretty: false) }

    func testSchemaDeclaresDraft202012AndClosesEveryObject() throws {
        let schema = try checker().schema
        XCTAssertEqual(schema["$schema"], .string("https://json-schema.org/draft/2020-12/schema"))
        XCTAssertEqual(schema["additionalProperties"], .bool(false))
        guard case let .object(definitions)? = schema["$defs"] else { return XCTFail("no $defs") }
        for (name, definition) in definitions {
            XCTAssertEqual(definition["additionalProperties"], .bool(false), name)
            XCTAssertNotNil(definition["description"], name)
        }
    }

    func testExportedGraphsMatchTheSchema() throws {
        let checker = try checker()
        let sources = [
            ExportSamples.movies, ExportSamples.tiny,
            "final class Detail {\n    // weaver: onClose <= () -> Void\n    // weaver: onClose.escaping = false\n}",
            "final class Home {\n    // weaver: logger <- Logger\n    // weaver: logger <- Logger\n}",
            "",
        ]
        for source in sources {
            for pretty in [false, true] {
                let document = try JSONTree.parse(GraphJSONExporter.json(Analysis(source).graph, pretty: pretty))
                XCTAssertEqual(checker.violations(of: document), [], source)
            }
        }
    }

    func testCheckerRejectsBrokenDocuments() throws {
        let checker = try checker()
        let json = moviesJSON
        let breakages: [(String, String, String)] = [
            (#""schemaVersion":1"#, #""schemaVersion":2"#, "$.schemaVersion: expected the constant"),
            (#","isRoot":true"#, "", "$.types[0]: missing required property 'isRoot'"),
            (#""kind":"class""#, #""kind":"enum""#, "$.types[0].kind: string(\"enum\") is not one of"),
            (#""setter":false"#, #""setter":"no""#, "$.dependencies[0].setter: expected boolean"),
            (#""column":14}"#, #""column":0}"#, "$.types[0].location.column: 0.0 is below the minimum"),
            (#""line":3"#, #""line":3.5"#, "$.types[0].location.line: expected integer"),
            (#""builder":null"#, #""builder":null,"extra":1"#, "$.dependencies[0]: unexpected property 'extra'"),
            (#""platforms":["iOS""#, #""platforms":["Android""#, "$.dependencies[0].platforms[0]: string(\"Android\")"),
            (#""kind":"resolvesTo""#, #""kind":"uses""#, "].kind: string(\"uses\") is not one of"),
        ]
        for (original, replacement, expected) in breakages {
            XCTAssertTrue(json.contains(original), original)
            let broken = json.replacingOccurrences(of: original, with: replacement)
            let violations = checker.violations(of: try JSONTree.parse(broken))
            XCTAssertTrue(violations.contains { $0.contains(expected) }, "\(expected) not in \(violations)")
        }
    }

    func testCheckerReportsKeywordsItDoesNotSupport() {
        let schema = try! JSONTree.parse(#"{"type":"string","pattern":"^a"}"#)
        XCTAssertEqual(SchemaChecker(schema: schema).violations(of: .string("a")), ["$: unsupported schema keyword 'pattern'"])
        let dangling = try! JSONTree.parse(##"{"$ref":"#/$defs/missing"}"##)
        XCTAssertEqual(SchemaChecker(schema: dangling).violations(of: .null), ["$: unresolvable $ref '#/$defs/missing'"])
    }
}
