import XCTest
@testable import WeaverKit

final class LexerTests: XCTestCase {
    private func kinds(_ text: String) -> [TokenKind] { Scanner.tokens(Array(text.utf8)).map(\.kind) }

    private func texts(_ text: String, kind: TokenKind) -> [String] {
        let bytes = Array(text.utf8)
        return Scanner.tokens(bytes).filter { $0.kind == kind }.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
    }

    func testStringHoldingCommentTextIsOneToken() {
        let source = #"let a = "// weaver: x = X" // real"#
        XCTAssertEqual(texts(source, kind: .stringLiteral), [#""// weaver: x = X""#])
        XCTAssertEqual(texts(source, kind: .lineComment), ["// real"])
    }

    func testMultiLineString() {
        let source = "let a = \"\"\"\n  // weaver: x = X\n  \"quoted\"\n  \"\"\"\nlet b = 1"
        XCTAssertEqual(texts(source, kind: .stringLiteral).count, 1)
        XCTAssertEqual(texts(source, kind: .lineComment), [])
        XCTAssertTrue(texts(source, kind: .identifier).contains("b"))
    }

    func testRawStringsWithHashes() {
        let source = ###"let a = #"a "quote" \(not) "#; let b = ##"x "# y"##; // end"###
        XCTAssertEqual(texts(source, kind: .stringLiteral), [##"#"a "quote" \(not) "#"##, ###"##"x "# y"##"###])
        XCTAssertEqual(texts(source, kind: .lineComment), ["// end"])
    }

    func testInterpolationHoldingStringsAndClosures() {
        let source = #"let a = "v: \(items.map { "\($0) )" }.joined(separator: ")")) done"; let b = 2"#
        XCTAssertEqual(texts(source, kind: .stringLiteral).count, 1)
        XCTAssertTrue(texts(source, kind: .identifier).contains("b"))
    }

    func testNestedBlockComments() {
        let source = "/* outer /* inner */ still comment */ let x = 1"
        XCTAssertEqual(texts(source, kind: .blockComment), ["/* outer /* inner */ still comment */"])
        XCTAssertEqual(texts(source, kind: .identifier), ["let", "x"])
    }

    func testDocCommentsAreDistinguished() {
        XCTAssertEqual(kinds("/// doc\n// plain\n//// four"), [.docLineComment, .lineComment, .lineComment])
    }

    func testConditionalDirectivesCarryTheirCondition() {
        let source = "#if os(iOS) && DEBUG // note\nlet a = 1\n#elseif canImport(UIKit)\n#else\n#endif"
        XCTAssertEqual(texts(source, kind: .conditionalDirective), ["#if os(iOS) && DEBUG ", "#elseif canImport(UIKit)", "#else", "#endif"])
    }

    func testAttributesAndPoundKeywords() {
        XCTAssertEqual(texts("@MainActor @objc(Foo) #selector(x)", kind: .attribute), ["@MainActor", "@objc"])
        XCTAssertEqual(texts("#selector(x) #available(iOS 13, *)", kind: .poundKeyword), ["#selector", "#available"])
    }

    func testUnterminatedLiteralsAreReportedNotFatal() {
        let outline = Scanner.scan(Array("let a = \"open\nlet b = 2 /* never closed".utf8))
        XCTAssertEqual(outline.problems.map(\.message), ["unterminated string literal", "unterminated block comment"])
        let raw = Scanner.scan(Array("let a = #\"\"\"\nno end".utf8))
        XCTAssertEqual(raw.problems.map(\.message), ["unterminated string literal"])
    }

    func testEveryInputTerminates() {
        // Prefixes of tricky text: each must tokenize without trapping or hanging.
        let tricky = ##"""
        let s = #"a\#(b "c" \(d))"# + """
        x \( { "y" }() ) z
        """ /* /* */ `class` @attr #if os(iOS)
        """##
        let bytes = Array(tricky.utf8)
        for length in 0...bytes.count {
            _ = Scanner.scan(Array(bytes[0..<length]))
        }
    }
}
