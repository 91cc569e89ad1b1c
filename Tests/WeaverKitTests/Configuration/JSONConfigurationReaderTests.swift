import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class JSONConfigurationReaderTests: XCTestCase {
    private func read(_ text: String) throws -> ConfigurationDocument {
        try JSONConfigurationReader.read(Array(text.utf8))
    }

    private func failure(_ bytes: [UInt8]) -> ConfigurationFileError? {
        do {
            _ = try JSONConfigurationReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func assertError(_ text: String, _ message: String, line: Int, column: Int, file: StaticString = #filePath, lineNumber: UInt = #line) {
        assertError(Array(text.utf8), message, line: line, column: column, file: file, lineNumber: lineNumber)
    }

    private func assertError(_ bytes: [UInt8], _ message: String, line: Int, column: Int, file: StaticString = #filePath, lineNumber: UInt = #line) {
        guard let error = failure(bytes) else {
            return XCTFail("no error for \(String(decoding: bytes, as: UTF8.self).debugDescription)", file: file, line: lineNumber)
        }
        XCTAssertEqual(error.message, message, file: file, line: lineNumber)
        XCTAssertEqual(error.position, ConfigurationPosition(line: line, column: column), "\(error.message)", file: file, line: lineNumber)
    }

    private func at(_ line: Int, _ column: Int) -> ConfigurationPosition {
        ConfigurationPosition(line: line, column: column)
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
        XCTAssertEqual(items.map { $0.scalar?.kind }, [.string, .boolean(false)])
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

    func testNestedObjectsAreReadWithTheirPositions() throws {
        let document = try read("{\n\"a\": 1,\n\"inner\": {\"b\": [2, {\"c\": null}]}}")
        guard case .mapping(let inner, let position) = document.entries[1].value,
              case .sequence(let items, _) = inner.first?.value, case .mapping(let innermost, _) = items.last else {
            return XCTFail("unexpected shapes: \(document)")
        }
        XCTAssertEqual(position, at(3, 10))
        XCTAssertEqual(inner.map(\.key), ["b"])
        XCTAssertEqual(innermost.first?.key, "c")
        XCTAssertEqual(innermost.first?.keyPosition, at(3, 21))
    }

    func testJunkBytesAreAnErrorNotACrash() {
        XCTAssertThrowsError(try JSONConfigurationReader.read([0xFF, 0x00, 0x7B]))
        XCTAssertThrowsError(try JSONConfigurationReader.read([]))
    }

    // MARK: - Valid files

    func testValidFileGivesTheSameEntriesAsBefore() throws {
        let document = try read("{\n  \"tests\": false,\n  \"input_paths\": [\"Sources\", \"Tests\"],\n  \"project_name\": \"App\",\n  \"swiftlint\": null,\n  \"count\": 12\n}\n")
        let expected: [ConfigurationEntry] = [
            ConfigurationEntry(key: "tests", keyPosition: at(2, 3), value: .scalar(ConfigurationScalar(text: "false", kind: .boolean(false), position: at(2, 12)))),
            ConfigurationEntry(key: "input_paths", keyPosition: at(3, 3), value: .sequence([
                .scalar(ConfigurationScalar(text: "Sources", kind: .string, position: at(3, 19))),
                .scalar(ConfigurationScalar(text: "Tests", kind: .string, position: at(3, 30))),
            ], at: at(3, 18))),
            ConfigurationEntry(key: "project_name", keyPosition: at(4, 3), value: .scalar(ConfigurationScalar(text: "App", kind: .string, position: at(4, 19)))),
            ConfigurationEntry(key: "swiftlint", keyPosition: at(5, 3), value: .scalar(ConfigurationScalar(text: "null", kind: .null, position: at(5, 16)))),
            ConfigurationEntry(key: "count", keyPosition: at(6, 3), value: .scalar(ConfigurationScalar(text: "12", kind: .number, position: at(6, 12)))),
        ]
        XCTAssertEqual(document.entries, expected)
    }

    func testEmptyObjectAndEmptyListAreFine() throws {
        XCTAssertEqual(try read(" {} ").entries, [])
        XCTAssertEqual(try read("{\"a\": []}").entries.first?.value, .sequence([], at: at(1, 7)))
    }

    func testNumbersKeepTheirWrittenText() throws {
        let document = try read(#"{"a": -0, "b": 1.50, "c": 2E+10, "d": 1e400, "e": [0.5e-3]}"#)
        let texts = document.entries.map { entry -> String in
            switch entry.value {
            case .scalar(let scalar): scalar.text
            case .sequence(let items, _): items.compactMap { $0.scalar?.text }.joined()
            case .mapping: "a mapping"
            }
        }
        XCTAssertEqual(texts, ["-0", "1.50", "2E+10", "1e400", "0.5e-3"])
    }

    func testEscapesAndSurrogatePairs() throws {
        let document = try read(#"{"a": "\" \\ \/ \b \f \n \r \t \u0041\u00e9\u20AC \uD83D\uDE00 é"}"#)
        guard case .scalar(let scalar) = document.entries.first?.value else { return XCTFail("\(document)") }
        XCTAssertEqual(scalar.text, "\" \\ / \u{8} \u{C} \n \r \t Aé€ 😀 é")
        XCTAssertEqual(try read(#"{"\u0061": 1}"#).entries.map(\.key), ["a"])
    }

    func testCRLFAndLoneCRAreOneLineBreakEach() throws {
        let document = try read("{\r\n\"a\": 1,\r\"b\": 2,\n\r\n  \"c\": 3}")
        XCTAssertEqual(document.entries.map(\.keyPosition), [at(2, 1), at(3, 1), at(5, 3)])
        assertError("{\r\n\"a\": 1,\r\n\"b\" 2}", "invalid JSON: expected ':' after the key 'b', found '2'", line: 3, column: 5)
    }

    func testByteOrderMarkIsSkippedAndNotCounted() throws {
        let document = try JSONConfigurationReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": true}".utf8))
        XCTAssertEqual(document.entries.map(\.keyPosition), [at(1, 2)])
        assertError([0xEF, 0xBB, 0xBF] + Array("{\"a\": x}".utf8), "\(expectedValue), found 'x'", line: 1, column: 7)
        // Only at the start: anywhere else it is a stray character.
        assertError(Array("{\"a\": ".utf8) + [0xEF, 0xBB, 0xBF] + Array("1}".utf8), "\(expectedValue), found '\u{FEFF}' (U+FEFF)", line: 1, column: 7)
    }

    // MARK: - Errors

    private let expectedValue = "invalid JSON: expected a value (a string in double quotes, a number, true, false, null, an object or a list)"

    func testEmptyFile() {
        let message = "invalid JSON: the file is empty; it must hold one JSON object of keys and values"
        assertError("", message, line: 1, column: 1)
        assertError(" \n\t\r\n", message, line: 1, column: 1)
        assertError([0xEF, 0xBB, 0xBF], message, line: 1, column: 1)
    }

    func testTopLevelValueMustBeAnObjectAtItsPosition() {
        let message = "the file must hold one JSON object of keys and values"
        assertError("\n  [1, 2]", message, line: 2, column: 3)
        assertError("\"text\"", message, line: 1, column: 1)
        assertError("null", message, line: 1, column: 1)
        assertError("3", message, line: 1, column: 1)
    }

    func testContentAfterTheTopLevelValue() {
        assertError("{}\n}", "invalid JSON: expected the end of the file after the top-level value, found '}'", line: 2, column: 1)
        assertError("{} {}", "invalid JSON: expected the end of the file after the top-level value, found '{'", line: 1, column: 4)
    }

    func testUnexpectedCharacters() {
        assertError("{\"a\": @}", "\(expectedValue), found '@'", line: 1, column: 7)
        assertError("{\"a\": 'x'}", "\(expectedValue), found '''", line: 1, column: 7)
        assertError("{\"a\": “x”}", "\(expectedValue), found '“' (U+201C)", line: 1, column: 7)
        assertError("{\"a\": [1,, 2]}", "\(expectedValue), found ','", line: 1, column: 10)
        assertError("{\"a\": }", "\(expectedValue), found '}'", line: 1, column: 7)
        assertError("{\"a\": ", "\(expectedValue), found the end of the file", line: 1, column: 7)
        assertError("{\"a\": True}", "\(expectedValue), found 'T'", line: 1, column: 7)
        assertError([0x7B, 0xFF], "invalid JSON: expected a key in double quotes, found the byte 0xFF (not UTF-8)", line: 1, column: 2)
        assertError("{a: 1}", "invalid JSON: expected a key in double quotes, found 'a'", line: 1, column: 2)
        assertError("{\"a\": tru}", "invalid JSON: expected 'true', found '}'", line: 1, column: 10)
        assertError("{\"a\": nul", "invalid JSON: expected 'null', found the end of the file", line: 1, column: 10)
        assertError("{\"a\": fals3}", "invalid JSON: expected 'false', found '3'", line: 1, column: 11)
        assertError("{\"a\": tr ue}", "invalid JSON: expected 'true', found a space", line: 1, column: 9)
    }

    func testMissingCommaOrColon() {
        assertError("{\"a\": 1\n  \"b\": 2}", "invalid JSON: expected ',' or '}' after the value of 'a', found '\"'", line: 2, column: 3)
        assertError("{\"a\": [\"x\" \"y\"]}", "invalid JSON: expected ',' or ']' after a list item, found '\"'", line: 1, column: 12)
        assertError("{\"a\" 1}", "invalid JSON: expected ':' after the key 'a', found '1'", line: 1, column: 6)
        assertError("{\"a\": 1", "invalid JSON: expected ',' or '}' after the value of 'a', found the end of the file", line: 1, column: 8)
        assertError("{\"a\": [1", "invalid JSON: expected ',' or ']' after a list item, found the end of the file", line: 1, column: 9)
        assertError("{\"a\": 1]", "invalid JSON: expected ',' or '}' after the value of 'a', found ']'", line: 1, column: 8)
    }

    func testTrailingCommasAreErrorsAtTheComma() {
        assertError("{\"a\": 1,\n}", "invalid JSON: trailing comma before '}'", line: 1, column: 8)
        assertError("{\"a\": [\"x\", ]}", "invalid JSON: trailing comma before ']'", line: 1, column: 11)
        assertError("{,}", "invalid JSON: expected a key in double quotes, found ','", line: 1, column: 2)
        assertError("{\"a\": [,]}", "\(expectedValue), found ','", line: 1, column: 8)
    }

    func testDuplicateKeyIsReportedAtTheSecondOccurrence() {
        assertError("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}", "duplicate key 'a', first at line 2", line: 4, column: 3)
        // Escapes are decoded before comparing.
        assertError("{\"a\": 1, \"\\u0061\": 2}", "duplicate key 'a', first at line 1", line: 1, column: 10)
        assertError("{\"o\": {\"k\": 1, \"k\": 2}}", "duplicate key 'k', first at line 1", line: 1, column: 16)
    }

    func testStringErrors() {
        assertError("{\"a\": \"abc", "invalid JSON: unterminated string: no closing '\"' before the end of the file", line: 1, column: 7)
        assertError("{\"a\": \"abc\\", "invalid JSON: unterminated string: no closing '\"' before the end of the file", line: 1, column: 7)
        assertError("{\"a\": \"abc\n\"}", "invalid JSON: unterminated string: no closing '\"' before the end of the line", line: 1, column: 7)
        assertError("{\"a\": \"x\ty\"}", "invalid JSON: the control character U+0009 must be escaped in a string", line: 1, column: 9)
        assertError([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0x01, 0x22, 0x7D], "invalid JSON: the control character U+0001 must be escaped in a string", line: 1, column: 7)
        assertError([0x7B, 0x22, 0x61, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D], "invalid JSON: the string is not valid UTF-8", line: 1, column: 4)
        // An encoded surrogate is not UTF-8 either.
        assertError([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x3A, 0x31, 0x7D], "invalid JSON: the string is not valid UTF-8", line: 1, column: 3)
    }

    func testEscapeErrorsAreAtTheBackslash() {
        let escapes = "the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
        assertError("{\"a\": \"x\\q\"}", "invalid JSON: invalid escape '\\q' in a string; \(escapes)", line: 1, column: 9)
        assertError("{\"a\": \"\\'\"}", "invalid JSON: invalid escape '\\'' in a string; \(escapes)", line: 1, column: 8)
        assertError("{\"a\": \"\\\u{1}\"}", "invalid JSON: invalid escape '\\' followed by the control character U+0001 in a string; \(escapes)", line: 1, column: 8)
        assertError("{\"a\": \"\\u12G4\"}", "invalid JSON: '\\u' must be followed by four hexadecimal digits, found 'G'", line: 1, column: 8)
        assertError("{\"a\": \"\\u12\"}", "invalid JSON: '\\u' must be followed by four hexadecimal digits, found '\"'", line: 1, column: 8)
    }

    func testUnpairedSurrogates() {
        assertError("{\"a\": \"\\uD83Dx\"}", "invalid JSON: unpaired surrogate '\\uD83D' in a string", line: 1, column: 8)
        assertError("{\"a\": \"\\ud83d\\u0041\"}", "invalid JSON: unpaired surrogate '\\uD83D' in a string", line: 1, column: 8)
        assertError("{\"a\": \"x\\uDE00\"}", "invalid JSON: unpaired surrogate '\\uDE00' in a string", line: 1, column: 9)
        assertError("{\"a\": \"\\uD83D\\uD83D\"}", "invalid JSON: unpaired surrogate '\\uD83D' in a string", line: 1, column: 8)
        assertError("{\"a\": \"\\uD83D\\u12\"}", "invalid JSON: '\\u' must be followed by four hexadecimal digits, found '\"'", line: 1, column: 14)
    }

    func testBadNumbers() {
        assertError("{\"a\": 01}", "invalid JSON: bad number: a number cannot have leading zeros", line: 1, column: 8)
        assertError("{\"a\": -01}", "invalid JSON: bad number: a number cannot have leading zeros", line: 1, column: 9)
        assertError("{\"a\": -x}", "invalid JSON: bad number: expected a digit after '-', found 'x'", line: 1, column: 8)
        assertError("{\"a\": 1.}", "invalid JSON: bad number: expected a digit after '.', found '}'", line: 1, column: 9)
        assertError("{\"a\": 1e+}", "invalid JSON: bad number: expected a digit in the exponent, found '}'", line: 1, column: 10)
        assertError("{\"a\": 1E}", "invalid JSON: bad number: expected a digit in the exponent, found '}'", line: 1, column: 9)
        assertError("{\"a\": .5}", "\(expectedValue), found '.'", line: 1, column: 7)
        assertError("{\"a\": +1}", "\(expectedValue), found '+'", line: 1, column: 7)
        assertError("{\"a\": 1.2.3}", "invalid JSON: expected ',' or '}' after the value of 'a', found '.'", line: 1, column: 10)
    }

    func testAnOptionGivenANestedValueNamesTheKeyAtTheValue() throws {
        func valueError(_ text: String, asList: Bool) throws -> ConfigurationFileError? {
            let entry = try XCTUnwrap(read(text).entries.last)
            let reader = ConfigurationValueReader(key: entry.key, value: entry.value)
            do {
                _ = asList ? try reader.list() : [try reader.string()]
                return nil
            } catch {
                return error
            }
        }
        let item = try valueError("{\"a\": [\"x\", {\"b\": 1}]}", asList: true)
        XCTAssertEqual(item?.message, "'a' must be a list of strings")
        XCTAssertEqual(item?.position, at(1, 13))
        let list = try valueError("{\"a\": [\"x\",\n  [\"y\"]]}", asList: true)
        XCTAssertEqual(list?.position, at(2, 3))
        let object = try valueError("{\"a\": 1,\n\"inner\":\n  {\"b\": 2}}", asList: false)
        XCTAssertEqual(object?.message, "'inner' must be a string")
        XCTAssertEqual(object?.position, at(3, 3))
    }

    func testDeepNestingIsAnErrorNotAStackOverflow() throws {
        let message = "objects and lists are nested more than \(JSONConfigurationParser.maximumDepth) deep"
        assertError(String(repeating: "[", count: 100_000), message, line: 1, column: 65)
        assertError("{\"a\": " + String(repeating: "{\"b\": ", count: 100_000), message, line: 1, column: 6 * 64 + 1)
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        XCTAssertNoThrow(try JSONConfigurationParser.parse(Array(deepest.utf8)))
    }

    /// The reader is fuzzed: every input must parse or throw. This replays the kinds of input a
    /// fuzzer finds first (truncations, single-byte changes, JSON-shaped noise) on every run.
    func testArbitraryBytesParseOrThrow() {
        let valid = Array("\u{FEFF}{\r\n \"a\": [\"x\\u00e9\\uD83D\\uDE00\", -1.5e+3, true, null],\r \"b\": {\"c\": false}\n}".utf8)
        for length in 0...valid.count {
            _ = failure(Array(valid[0..<length]))
        }
        let replacements: [UInt8] = [0x00, 0x0A, 0x0D, 0x22, 0x2C, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x80, 0xC3, 0xED, 0xFF]
        for index in valid.indices {
            for replacement in replacements {
                var mutated = valid
                mutated[index] = replacement
                _ = failure(mutated)
            }
        }
        let alphabet = Array("{}[]\":,\\u0123456789abcdefDEe.+- \t\r\ntrufalsn".utf8) + [0x00, 0x80, 0xBF, 0xC3, 0xED, 0xEF, 0xF4, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<5_000 {
            let bytes = (0..<next() % 48).map { _ in alphabet[next() % alphabet.count] }
            _ = failure(bytes)
        }
    }
}
