import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class YAMLReaderErrorTests: XCTestCase {
    private func syntaxError(_ text: String) -> ConfigurationFileError? {
        do {
            _ = try YAMLReader.read(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func testErrorsNameTheirLine() {
        let cases: [(text: String, line: Int, message: String)] = [
            ("a: 1\n\tb: 2", 2, "tabs are not allowed"),
            ("a: 1\nb: \"open", 2, "unterminated quoted value"),
            ("a: 1\nb: 'open", 2, "unterminated quoted value"),
            ("a: 1\n  b: 2", 2, "unexpected indentation"),
            ("  a: 1\nb: 2", 2, "bad indentation"),
            ("a: b: c", 1, "must not be followed by another key"),
            ("a: {b: c", 1, "unterminated flow mapping"),
            ("a: {b}", 1, "expected ':' after the key 'b'"),
            ("a: {b: 1, b: 2}", 1, "duplicate key 'b'"),
            ("a:\n  b: 1\n  b: 2", 3, "duplicate key 'b' (first set on line 2)"),
            ("a:\n  b: 1\n    c: 2", 3, "unexpected indentation"),
            ("a:\n  - id: x\n     kind: y", 3, "unexpected indentation"),
            ("a:\n  - - x", 2, "a list inside a list item"),
            ("a:\n  -\n  - x", 2, "empty item"),
            ("a:\n  b: 1\n  - x", 3, "expected 'key: value' in a mapping"),
            ("a: 1\nb: 2\na: 3", 3, "duplicate key 'a' (first set on line 1)"),
            ("a: [x, y: z]", 1, "write a mapping inside a list as '{key: value}'"),
            ("a: [x,\n y", 1, "unterminated flow sequence"),
            ("a: [x,, y]", 1, "empty item"),
            ("a: [x] y", 1, "unexpected text after ']'"),
            ("a: \"x\" y", 1, "unexpected text after the quoted value"),
            ("- a\n- b", 1, "must be a mapping"),
            ("a: 1\njust text", 2, "expected 'key: value'"),
            ("a: |\n  text", 1, "block scalars"),
            ("a: *anchor", 1, "anchors, aliases and tags"),
            ("a: \"bad \\q\"", 1, "unknown escape '\\q'"),
            ("a: 1\n---\nb: 2", 2, "several documents"),
            ("a:\n  - x\n    y", 3, "unexpected indentation"),
        ]
        for (text, line, message) in cases {
            guard let error = syntaxError(text) else {
                XCTFail("no error for \(text.debugDescription)")
                continue
            }
            XCTAssertEqual(error.position.line, line, text.debugDescription)
            XCTAssertTrue(error.message.contains(message), "\(text.debugDescription): \(error.message)")
        }
    }

    func testErrorColumnPointsAtTheProblem() {
        XCTAssertEqual(syntaxError("key: \"open")?.position.column, 6)
        XCTAssertEqual(syntaxError("key: [\"a\" b]")?.position.column, 11)
    }

    func testInvalidUTF8NamesItsLine() {
        let bytes: [UInt8] = Array("a: 1\nb: ".utf8) + [0xFF, 0xFE]
        XCTAssertThrowsError(try YAMLReader.read(bytes)) { error in
            XCTAssertEqual((error as? ConfigurationFileError)?.position.line, 2)
        }
    }

    func testArbitraryBytesNeverCrashAndErrorsStayInTheFile() {
        // A fixed seed keeps any failure reproducible.
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("ab:- #'\"[],{}\t\r\n\\|>&*!?%@`~".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let lineCount = bytes.filter { $0 == 0x0A }.count + 1
            do {
                let document = try YAMLReader.read(bytes)
                XCTAssertTrue(document.entries.allSatisfy { (1...lineCount).contains($0.keyPosition.line) })
            } catch {
                XCTAssertTrue((1...lineCount).contains(error.position.line), "\(bytes): \(error)")
            }
        }
    }

    func testLargeAndPathologicalInputsFinish() throws {
        let manyItems = "key:\n" + String(repeating: "  - item\n", count: 50_000)
        XCTAssertEqual(try YAMLReader.read(Array(manyItems.utf8)).entries.count, 1)
        let deepBrackets = "key: " + String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try YAMLReader.read(Array(deepBrackets.utf8)))
        let longLine = "key: " + String(repeating: "a", count: 1_000_000)
        XCTAssertEqual(try YAMLReader.read(Array(longLine.utf8)).entries.count, 1)
    }
}

/// A small seeded generator (SplitMix64), so the random inputs are the same on every run.
private struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
