import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// docs/annotations.md "Source text": any line ending swiftc accepts, with or without a byte-order mark,
/// gives the same annotations at the lines and columns swiftc reports.
final class SourceTextTests: XCTestCase {
    private let lines = [
        "// weaver: import Foundation",
        "final class App {",
        "    // weaver: logger = Logger <- Logging",
        "    // weaver: logger.scope = .lazy",
        "    @Weaver(.reference) var session: Session",
        "    init(injecting _: AppDependencyResolver) {}",
        "}",
    ]

    private func parse(_ bytes: [UInt8]) -> FileSyntax {
        FileParser.parse(SourceFile(path: "A.swift", bytes: bytes))
    }

    private func summary(_ syntax: FileSyntax) -> [String] {
        syntax.types.flatMap(\.dependencies).map { "\($0.name) \($0.location.line):\($0.location.column)" }
            + syntax.diagnostics.map { "\($0.code) \($0.location?.line ?? 0)" }
    }

    func testCRLFLoneCRAndMixedEndingsParseAsLF() {
        let expected = summary(parse(Array(lines.joined(separator: "\n").utf8)))
        XCTAssertEqual(expected, ["logger 3:5", "session 5:5"])
        for ending in ["\r\n", "\r"] {
            XCTAssertEqual(summary(parse(Array((lines.joined(separator: ending) + ending).utf8))), expected, ending.debugDescription)
        }
        let mixed = zip(lines, ["\r\n", "\r", "\n", "\r\n", "\r", "\n", "\r\n"]).map { $0 + $1 }.joined()
        XCTAssertEqual(summary(parse(Array(mixed.utf8))), expected)
    }

    func testByteOrderMarkCountsInLineOnesColumnsAsInSwiftc() {
        let text = Array(lines.joined(separator: "\r\n").utf8)
        let syntax = parse([0xEF, 0xBB, 0xBF] + text)
        // An annotation on line 1 after the mark is still a file-level import, not "after code".
        XCTAssertEqual(syntax.diagnostics, [])
        XCTAssertEqual(syntax.importAnnotations, ["Foundation"])
        XCTAssertEqual(summary(syntax), ["logger 3:5", "session 5:5"])
        let error = parse([0xEF, 0xBB, 0xBF] + Array("final class A { // weaver: x = X\n}\n".utf8))
        // Reported at `weaver:`, column 20 without the mark; swiftc counts the mark's three bytes.
        XCTAssertEqual(error.diagnostics.first?.location?.column, 23)
    }

    func testAnErrorInACRLFFileIsReportedAtSwiftcsLineAndColumn() {
        let text = "final class App {\r\n    // weaver: logger = Logger\r\n    // weaver: logger.scope = .bogus\r\n}\r\n"
        let syntax = parse(Array(text.utf8))
        XCTAssertEqual(syntax.diagnostics.map(\.code), [.invalidValue])
        XCTAssertEqual(syntax.diagnostics.first?.location?.line, 3)
        XCTAssertEqual(syntax.diagnostics.first?.location?.column, 31)
    }

    func testFilesWithoutCROrMarkAreNotCopied() {
        let bytes = Array("final class A {}\n".utf8)
        XCTAssertEqual(SourceText.normalized(bytes), bytes)
        XCTAssertEqual(SourceText.normalized(Array("a\r\nb\rc\r".utf8)), Array("a\nb\nc\n".utf8))
    }

    /// Annotations are read in place from the file's bytes: a Unicode name keeps its bytes and
    /// columns count bytes after it; a byte of invalid UTF-8 reads as `?`, at its own column.
    func testAnnotationTextWithUnicodeAndInvalidBytes() {
        let valid = "final class A {\n    // weaver: café = Café\n    // weaver: thé = Thé <- Drinking & \n}\n"
        let syntax = parse(Array(valid.utf8))
        XCTAssertEqual(syntax.types.first?.dependencies.map(\.name), ["café"])
        XCTAssertEqual(syntax.types.first?.dependencies.first?.type.swiftSource, "Café")
        XCTAssertEqual(syntax.diagnostics.map(\.code), [.invalidType])
        // The composition's missing right side, after `café = Café <- Drinking & ` counted in bytes.
        XCTAssertEqual(syntax.diagnostics.first?.location?.line, 3)
        XCTAssertEqual(syntax.diagnostics.first?.location?.column, 5 + "// weaver: thé = Thé <- Drinking & ".utf8.count)

        var invalid = Array("final class A {\n    // weaver: lo".utf8)
        invalid += [0xFF]
        invalid += Array("gger = Logger\n    // weaver: clock = Clock\n}\n".utf8)
        let read = parse(invalid)
        XCTAssertEqual(read.types.first?.dependencies.map(\.name), ["clock"])
        XCTAssertEqual(read.diagnostics.map(\.code), [.invalidAnnotation])
        XCTAssertEqual(read.diagnostics.first?.message, "expected '=', '<-' or '<=' after 'lo'")
        XCTAssertEqual(read.diagnostics.first?.location?.line, 2)
    }
}

/// Line starts found with `memchr`: every line, including an empty last one, and offsets past
/// the last break.
final class LineTableTests: XCTestCase {
    func testPositionsCountLinesAndColumnsFromOne() {
        let table = LineTable(bytes: Array("ab\n\ncd\n".utf8))
        XCTAssertEqual(table.position(of: 0).line, 1)
        XCTAssertEqual(table.position(of: 1).column, 2)
        XCTAssertEqual(table.position(of: 3).line, 2)
        XCTAssertEqual(table.position(of: 4).line, 3)
        XCTAssertEqual(table.position(of: 5).column, 2)
        XCTAssertEqual(table.position(of: 7).line, 4)
    }

    func testAFileWithoutBreaksIsOneLine() {
        XCTAssertEqual(LineTable(bytes: []).position(of: 0).line, 1)
        XCTAssertEqual(LineTable(bytes: Array("abc".utf8)).position(of: 2).column, 3)
    }
}
