import XCTest
@testable import WeaverKit
@testable import WeaverCore

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

    /// Every prefix of tricky text is cut somewhere a user may leave a file while typing: each must
    /// scan without trapping, give tokens inside the bytes in order, and report exactly the
    /// literal or comment the cut leaves open, at the offset where it opens.
    func testEveryInputTerminates() throws {
        let tricky = ##"""
        let s = #"a\#(b "c" \(d))"# + """
        x \( { "y" }() ) z
        """ /* /* */ `class` @attr #if os(iOS)
        """##
        let bytes = Array(tricky.utf8)
        let text = tricky.utf8
        // A raw string is reported at its quote, after the `#`.
        let rawString = (try XCTUnwrap(offsets(of: "#\"", in: text).first) + 1)..<(try XCTUnwrap(offsets(of: "\"#", in: text).first) + 2)
        let multilineQuotes = offsets(of: "\"\"\"", in: text)
        let multilineString = multilineQuotes[0]..<(multilineQuotes[1] + 3)
        let blockComment = try XCTUnwrap(offsets(of: "/*", in: text).first)
        for length in 0...bytes.count {
            let (outline, tokens) = Scanner.scanWithTokens(Array(bytes[0..<length]))
            var previousEnd = 0
            for token in tokens {
                XCTAssertTrue(previousEnd <= token.start && token.start < token.end && token.end <= length, "prefix of \(length) bytes")
                previousEnd = token.end
            }
            var expected: [LexicalProblem] = []
            if rawString.contains(length - 1), length < rawString.upperBound {
                expected = [LexicalProblem(offset: rawString.lowerBound, message: "unterminated string literal")]
            } else if multilineString.contains(length - 1), length < multilineString.upperBound, length != multilineString.lowerBound + 2 {
                // Two quotes are an empty string; the third opens the multi-line literal.
                expected = [LexicalProblem(offset: multilineString.lowerBound, message: "unterminated string literal")]
            } else if length >= blockComment + 2 {
                expected = [LexicalProblem(offset: blockComment, message: "unterminated block comment")]
            }
            XCTAssertEqual(outline.problems, expected, "prefix of \(length) bytes")
        }
    }

    private func offsets(of needle: String, in text: String.UTF8View) -> [Int] {
        let bytes = Array(text)
        let pattern = Array(needle.utf8)
        return bytes.indices.filter { bytes[$0...].starts(with: pattern) }
    }
}
