import XCTest
@testable import WeaverKit

final class JSONConfigurationReaderTests: XCTestCase {
    private func read(_ text: String) throws -> ConfigurationDocument {
        try JSONConfigurationReader.read(Array(text.utf8))
    }

    func testKeysKeepFileOrderAndLines() throws {
        let document = try read("{\n  \"tests\": false,\n  \"input_paths\": [\"Sources\", \"Tests\"],\n  \"project_name\": \"App\"\n}")
        XCTAssertEqual(document.entries.map(\.key), ["tests", "input_paths", "project_name"])
        XCTAssertEqual(document.entries.map(\.keyPosition.line), [2, 3, 4])
        XCTAssertEqual(document.entries[0].keyPosition.column, 3)
    }

    func testValueKinds() throws {
        let document = try read(#"{"a": true, "b": 1, "c": "x", "d": null, "e": ["y", false]}"#)
        func value(_ key: String) -> ConfigurationValue? { document.entries.first { $0.key == key }?.value }
        guard case .scalar(let boolean) = value("a"), case .scalar(let number) = value("b"),
              case .scalar(let string) = value("c"), case .scalar(let null) = value("d"),
              case .sequence(let items, _) = value("e") else {
            return XCTFail("unexpected shapes: \(document)")
        }
        XCTAssertEqual(boolean.kind, .boolean(true))
        XCTAssertEqual(number.kind, .number)
        XCTAssertEqual(string.text, "x")
        XCTAssertEqual(null.kind, .null)
        XCTAssertEqual(items.map(\.kind), [.string, .boolean(false)])
    }

    func testMalformedJSONIsAnError() {
        XCTAssertThrowsError(try read("{\"a\": tru")) { error in
            XCTAssertTrue((error as? ConfigurationFileError)?.message.hasPrefix("invalid JSON") == true)
        }
    }

    func testTopLevelMustBeAnObject() {
        XCTAssertThrowsError(try read("[1, 2]")) { error in
            XCTAssertTrue((error as? ConfigurationFileError)?.message.contains("one JSON object") == true)
        }
    }

    func testNestedObjectNamesTheKeyAndItsLine() {
        XCTAssertThrowsError(try read("{\n\"a\": 1,\n\"inner\": {\"b\": 2}}")) { error in
            let syntaxError = error as? ConfigurationFileError
            XCTAssertEqual(syntaxError?.message, "'inner' cannot be a nested object")
            XCTAssertEqual(syntaxError?.position.line, 3)
        }
    }

    func testJunkBytesAreAnErrorNotACrash() {
        XCTAssertThrowsError(try JSONConfigurationReader.read([0xFF, 0x00, 0x7B]))
        XCTAssertThrowsError(try JSONConfigurationReader.read([]))
    }
}
