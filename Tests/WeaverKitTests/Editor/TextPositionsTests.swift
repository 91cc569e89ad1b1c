@testable import WeaverKit
@testable import WeaverCore
@testable import WeaverLanguageServer
import XCTest

final class TextPositionsTests: XCTestCase {
    /// "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes and 2 units.
    let text = Array("let é = 1\n// 😀 weaver: logger <- Logging\n".utf8)

    func testEditorCharactersBecomeByteOffsetsInEitherEncoding() {
        let positions = TextPositions(text)
        XCTAssertEqual(positions.offset(line: 0, character: 5, encoding: .utf16), 6)
        XCTAssertEqual(positions.offset(line: 1, character: 6, encoding: .utf16), 11 + 8)
        XCTAssertEqual(positions.offset(line: 1, character: 8, encoding: .utf8), 11 + 8)
        XCTAssertEqual(positions.offset(line: 0, character: 99, encoding: .utf16), 10, "a character past the end is the line's end")
        XCTAssertEqual(positions.offset(line: 9, character: 0, encoding: .utf16), text.count)
    }

    func testALoneCRAndCRLFEndLinesAsLSPCountsThem() {
        let positions = TextPositions(Array("a\rbc\r\nd\ne".utf8))
        XCTAssertEqual((0..<4).map { positions.lineRange($0) }, [0..<1, 2..<4, 6..<7, 8..<9])
        XCTAssertEqual(positions.offset(line: 1, character: 9, encoding: .utf16), 4, "the line's end is before its CR LF")
    }

    func testByteColumnsBecomeUTF16Characters() {
        let positions = TextPositions(text)
        XCTAssertEqual(positions.character(line: 1, byteColumn: 8, encoding: .utf16), 6)
        XCTAssertEqual(positions.character(line: 1, byteColumn: 8, encoding: .utf8), 8)
    }

    func testRangedAndWholeChangesEditTheOpenDocument() throws {
        var document = EditorDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, bytes: text)
        let ranged = try XCTUnwrap(JSONNode.parseMessage(Array(#"""
            {"range":{"start":{"line":1,"character":14},"end":{"line":1,"character":20}},"text":"log"}
            """#.utf8)))
        XCTAssertTrue(document.apply(ranged, encoding: .utf16))
        XCTAssertEqual(String(decoding: document.bytes, as: UTF8.self), "let é = 1\n// 😀 weaver: log <- Logging\n")
        let whole = try XCTUnwrap(JSONNode.parseMessage(Array(#"{"text":"struct A {}"}"#.utf8)))
        XCTAssertTrue(document.apply(whole, encoding: .utf16))
        XCTAssertEqual(document.bytes, Array("struct A {}".utf8))
        XCTAssertFalse(document.apply(try XCTUnwrap(JSONNode.parseMessage(Array("{}".utf8))), encoding: .utf16))
    }

    func testFileURIsRoundTripPathsWithSpacesAndNonASCII() {
        let path = "/tmp/My Project/Café.swift"
        XCTAssertEqual(FileURI.uri(of: path), "file:///tmp/My%20Project/Caf%C3%A9.swift")
        XCTAssertEqual(FileURI.path(of: FileURI.uri(of: path)), path)
        XCTAssertEqual(FileURI.path(of: "file://localhost/tmp/a.swift"), "/tmp/a.swift")
        XCTAssertNil(FileURI.path(of: "untitled:Untitled-1"))
    }
}
