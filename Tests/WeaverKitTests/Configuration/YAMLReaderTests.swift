import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class YAMLReaderTests: XCTestCase {
    private func read(_ text: String) throws -> ConfigurationDocument {
        try YAMLReader.read(Array(text.utf8))
    }

    private func scalar(_ text: String, key: String = "key") throws -> ConfigurationScalar {
        let entry = try XCTUnwrap(try read(text).entries.first { $0.key == key })
        guard case .scalar(let scalar) = entry.value else { return try XCTUnwrap(nil, "not a scalar: \(entry.value)") }
        return scalar
    }

    private func sequence(_ text: String, key: String = "key") throws -> [ConfigurationScalar] {
        let entry = try XCTUnwrap(try read(text).entries.first { $0.key == key })
        guard case .sequence(let items, _) = entry.value else { return try XCTUnwrap(nil, "not a sequence: \(entry.value)") }
        return try items.map { try XCTUnwrap($0.scalar, "not a scalar: \($0)") }
    }

    func testPlainScalarKeepsInnerSpacesAndCarriesPosition() throws {
        let value = try scalar("other: 1\nkey:   My App  \n")
        XCTAssertEqual(value.text, "My App")
        XCTAssertEqual(value.kind, .string)
        XCTAssertEqual(value.position, ConfigurationPosition(line: 2, column: 8))
    }

    func testSingleQuotedScalarUnescapesDoubledQuote() throws {
        let value = try scalar("key: 'it''s # not a comment'")
        XCTAssertEqual(value.text, "it's # not a comment")
        XCTAssertEqual(value.kind, .string)
    }

    func testDoubleQuotedScalarUnescapes() throws {
        XCTAssertEqual(try scalar(#"key: "a \"b\" \\ c\nd\te""#).text, "a \"b\" \\ c\nd\te")
    }

    func testQuotedBooleanStaysString() throws {
        XCTAssertEqual(try scalar("key: \"true\"").kind, .string)
        XCTAssertEqual(try scalar("key: 'no'").kind, .string)
    }

    func testBooleansAreCaseInsensitive() throws {
        XCTAssertEqual(try scalar("key: true").kind, .boolean(true))
        XCTAssertEqual(try scalar("key: False").kind, .boolean(false))
        XCTAssertEqual(try scalar("key: YES").kind, .boolean(true))
        XCTAssertEqual(try scalar("key: no").kind, .boolean(false))
    }

    func testMissingValueIsNull() throws {
        XCTAssertEqual(try scalar("key:\nother: x").kind, .null)
        XCTAssertEqual(try scalar("key: ~").kind, .null)
    }

    func testBlockSequenceWithPositions() throws {
        let items = try sequence("key:\n  - Sources\n  - 'Tests'\n  - \"More\" # trailing\nother: 1\n")
        XCTAssertEqual(items.map(\.text), ["Sources", "Tests", "More"])
        XCTAssertEqual(items.map(\.position.line), [2, 3, 4])
        XCTAssertEqual(items[0].position.column, 5)
    }

    func testBlockSequenceAtKeyIndentation() throws {
        let document = try read("key:\n- a\n- b\nother: c\n")
        XCTAssertEqual(document.entries.map(\.key), ["key", "other"])
        XCTAssertEqual(try sequence("key:\n- a\n- b\nother: c\n").map(\.text), ["a", "b"])
    }

    func testFlowSequenceOfEachScalarForm() throws {
        let items = try sequence(#"key: [a, "b, c", 'd''e', f g]"#)
        XCTAssertEqual(items.map(\.text), ["a", "b, c", "d'e", "f g"])
        XCTAssertEqual(items.map(\.position.column), [7, 10, 18, 26])
    }

    func testFlowSequenceOverSeveralLinesWithCommentsAndTrailingComma() throws {
        let text = "key: [\n  one, # first\n  two,\n]\nother: x\n"
        XCTAssertEqual(try sequence(text).map(\.text), ["one", "two"])
        XCTAssertEqual(try read(text).entries.map(\.key), ["key", "other"])
    }

    func testEmptyFlowSequence() throws {
        XCTAssertEqual(try sequence("key: []").count, 0)
    }

    func testCommentsAndBlankLinesAreIgnored() throws {
        let document = try read("# header\n\nkey: value # trailing\n   # indented comment\nother: a#b\n")
        XCTAssertEqual(document.entries.map(\.key), ["key", "other"])
        XCTAssertEqual(try scalar("key: value # trailing").text, "value")
        XCTAssertEqual(try scalar("key: a#b").text, "a#b")
    }

    func testCarriageReturnLineFeedEndings() throws {
        let document = try read("first: a\r\nkey:\r\n  - b\r\n")
        XCTAssertEqual(document.entries.map(\.key), ["first", "key"])
        XCTAssertEqual(try sequence("first: a\r\nkey:\r\n  - b\r\n").map(\.text), ["b"])
        XCTAssertEqual(try scalar("key: a\r\n").text, "a")
    }

    func testDocumentMarkersAndByteOrderMark() throws {
        XCTAssertEqual(try read("\u{FEFF}---\nkey: a\n...\n").entries.map(\.key), ["key"])
    }

    func testQuotedKey() throws {
        XCTAssertEqual(try scalar("\"key\": x").text, "x")
    }

    func testEmptyInputHasNoEntries() throws {
        XCTAssertEqual(try read("").entries, [])
        XCTAssertEqual(try read("\n# only a comment\n\n").entries, [])
    }
}

/// Nested mappings and lists of mappings: the `rules:` section (docs/rules.md) and a launch budget.
final class YAMLNestedReaderTests: XCTestCase {
    private func read(_ text: String) throws -> ConfigurationDocument { try YAMLReader.read(Array(text.utf8)) }

    /// A compact rendering: mappings as `{k: v}`, lists as `[a, b]`, scalars as text with `@line:column`.
    private func render(_ value: ConfigurationValue) -> String {
        switch value {
        case .scalar(let scalar): "\(scalar.text)@\(scalar.position.line):\(scalar.position.column)"
        case .sequence(let items, _): "[" + items.map(render).joined(separator: ", ") + "]"
        case .mapping(let entries, _): "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    func testAListOfMappingsWithIndentedKeys() throws {
        let text = """
        rules:
          - id: features-use-core   # a comment
            kind: module-edges
            allow: [Core*, "Shared*"]

          - id: stores
            budget: {instances: 40, depth: 6}
            from:
              - Feature*
        tests: true
        """
        let document = try read(text)
        XCTAssertEqual(document.entries.map(\.key), ["rules", "tests"])
        XCTAssertEqual(render(document.entries[0].value),
                       "[{id: features-use-core@2:9, kind: module-edges@3:11, allow: [Core*@4:13, Shared*@4:20]}, "
                       + "{id: stores@6:9, budget: {instances: 40@7:25, depth: 6@7:36}, from: [Feature*@9:9]}]")
    }

    func testASequenceAtItsKeysIndentationAndNestedMappings() throws {
        let document = try read("rules:\n- id: a\n  severity: off\nlimits:\n  App:\n    instances: 3\n  Other: 4\n")
        XCTAssertEqual(render(document.entries[0].value), "[{id: a@2:7, severity: off@3:13}]")
        XCTAssertEqual(render(document.entries[1].value), "{App: {instances: 3@6:16}, Other: 4@7:10}")
        XCTAssertEqual(document.entries[1].value.position, ConfigurationPosition(line: 5, column: 3))
    }

    func testAnItemWhoseValueIsBelowIt() throws {
        let document = try read("a:\n  -\n    b: 1\n  - [x, {y: z}]\n")
        XCTAssertEqual(render(document.entries[0].value), "[{b: 1@3:8}, [x@4:6, {y: z@4:13}]]")
    }

    func testDeepNestingIsAnErrorNotAStackOverflow() {
        let flow = "a: " + String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try read(flow)) { error in
            XCTAssertTrue((error as? ConfigurationFileError)?.message.contains("nested more than") == true, "\(error)")
        }
        var block = ""
        for depth in 0..<200 { block += String(repeating: " ", count: depth) + "k\(depth):\n" }
        XCTAssertThrowsError(try read(block)) { error in
            XCTAssertTrue((error as? ConfigurationFileError)?.message.contains("nested more than") == true, "\(error)")
        }
    }
}
