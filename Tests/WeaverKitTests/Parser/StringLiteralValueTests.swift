import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Map keys are compared as the strings Swift makes of their literals (docs/contributions.md), and a literal
/// Swift would reject is refused before it reaches the generated map.
final class StringLiteralValueTests: XCTestCase {
    private func value(_ written: String) -> String? {
        if case let .success(value) = StringLiteralValue.decode(written) { return value }
        return nil
    }

    private func problem(_ written: String) -> String? {
        if case let .failure(problem) = StringLiteralValue.decode(written) { return problem.message }
        return nil
    }

    func testEscapesResolveToTheStringSwiftMakes() {
        XCTAssertEqual(value(#"a\u{62}"#), "ab")
        XCTAssertEqual(value(#"tab\there"#), "tab\there")
        XCTAssertEqual(value(#"\"quoted\" \\ \' \0 \n \r"#), "\"quoted\" \\ ' \0 \n \r")
        XCTAssertEqual(value(#"\u{1F600}"#), "😀")
        XCTAssertEqual(value("movies/:id"), "movies/:id")
        XCTAssertEqual(value(""), "")
    }

    func testCanonicallyEquivalentKeysAreEqualAsSwiftCompares() {
        // `é` precomposed and `e` + combining acute: one key for a Swift dictionary.
        XCTAssertEqual(value(#"caf\u{E9}"#), value(#"cafe\u{301}"#))
    }

    func testLiteralsSwiftRejectsAreProblems() throws {
        XCTAssertTrue(try XCTUnwrap(problem("a\tb")).contains("raw control character"))
        XCTAssertTrue(try XCTUnwrap(problem(#"\(1)"#)).contains("no interpolation"))
        XCTAssertTrue(try XCTUnwrap(problem(#"c:\windows"#)).contains(#"'\w' is not an escape"#))
        XCTAssertNotNil(problem(#"\u{110000}"#), "not a Unicode scalar")
        XCTAssertNotNil(problem(#"\u{D800}"#), "a surrogate is not a scalar")
        XCTAssertNotNil(problem(#"\u{}"#))
        XCTAssertNotNil(problem(#"\u{123456789}"#), "at most 8 digits")
        XCTAssertNotNil(problem(#"\u{62"#), "not closed")
        XCTAssertNotNil(problem(#"\u62"#))
        XCTAssertNotNil(problem(#"ends\"#))
    }

    func testAKeyThatDoesNotDecodeKeepsItsWrittenText() {
        XCTAssertEqual(StringLiteralValue.value(of: #"\q"#), #"\q"#)
        XCTAssertEqual(StringLiteralValue.value(of: #"a\u{62}"#), "ab")
    }
}
