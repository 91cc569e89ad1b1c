import WeaverTestSupport
import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// A `Doc` has two renderings: flat, written straight from the document, and broken, from its
/// tokens. Random documents check that they agree: a document that fits is the same line either
/// way, and a broken one keeps every character, in order, and keeps each line within the limit
/// where a bracket allows it.
final class LineLayoutAgreementTests: XCTestCase {
    private func randomDoc(_ random: inout SeededRandom, depth: Int) -> Doc {
        let words = ["a", "value", "container", "HomeDependencyContainer", "injecting", "logger: Logger", "self.movieManager",
                     String(repeating: "x", count: 30)]
        guard depth > 0, random.chance(70) else { return .text(random.pick(words)) }
        switch random.next(6) {
        case 0:
            return .sequence((0..<(1 + random.next(3))).map { _ in randomDoc(&random, depth: depth - 1) })
        case 1:
            return .list(open: random.pick(["(", "["]), (0..<random.next(5)).map { _ in randomDoc(&random, depth: depth - 1) },
                         close: ")")
        case 2:
            let captures = random.chance(30) ? ["weak self"] : []
            let parameters = random.chance(30) ? ["value", "other"] : []
            return .closure(captures: captures, parameters: parameters,
                            (0..<random.next(4)).map { _ in randomDoc(&random, depth: depth - 1) })
        case 3:
            return .assignment(.text(random.pick(["let x", "self.home", "var make"])), randomDoc(&random, depth: depth - 1))
        case 4:
            return .sequence([.text(random.pick(words)), .list(open: "(", (0..<random.next(6)).map { _ in
                randomDoc(&random, depth: depth - 1)
            }, close: ")")])
        default:
            return .sequence([randomDoc(&random, depth: depth - 1), .text(" "), .body([randomDoc(&random, depth: depth - 1)])])
        }
    }

    private func flat(_ doc: Doc) -> String {
        var output = OutputBuffer()
        // Wide enough for any document here: always flat.
        _ = LineLayout.writeIfFlat(doc, indentation: 0, into: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    func testFlatAndBrokenRenderingsOfRandomDocumentsAgree() {
        var random = SeededRandom(state: 45)
        var (fitting, broken) = (0, 0)
        for _ in 0..<3_000 {
            let doc = randomDoc(&random, depth: 5)
            let indentation = 4 * random.next(4)
            var written = OutputBuffer()
            LineLayout.write(doc, indentation: indentation, into: &written)
            let text = String(decoding: written.bytes, as: UTF8.self)
            let tokenLines = LineLayout.lines(doc, indentation: indentation)
            var flatOutput = OutputBuffer()
            if LineLayout.writeIfFlat(doc, indentation: indentation, into: &flatOutput) {
                fitting += 1
                let line = String(decoding: flatOutput.bytes, as: UTF8.self)
                XCTAssertEqual(text, line)
                // The tokens' flat text is the same line.
                XCTAssertEqual(tokenLines, [String(line.dropLast())])
                XCTAssertLessThanOrEqual(line.utf8.count - 1, Printer.limit)
            } else {
                broken += 1
                XCTAssertEqual(text, tokenLines.map { $0 + "\n" }.joined())
                // Breaking only moves spaces and turns a closure's `; ` into line ends: the same
                // characters in the same order.
                var wide = OutputBuffer()
                LineLayout.writeFlat(doc, into: &wide)
                let expected = String(decoding: wide.bytes, as: UTF8.self).filter { $0 != " " && $0 != ";" }
                XCTAssertEqual(text.filter { $0 != " " && $0 != "\n" && $0 != ";" }, expected)
                XCTAssertGreaterThan(tokenLines.count, 1, "a line too long with brackets to break at is broken")
            }
        }
        // Both renderings were exercised.
        XCTAssertGreaterThan(fitting, 500)
        XCTAssertGreaterThan(broken, 500)
    }

    func testAFillLineAgreesWithItsFlatText() {
        let parts = (0..<12).map { "Protocol\($0)Resolver" }
        for separator in [", ", " & "] {
            let doc = Doc.fill("typealias Everything = ", parts, separator: separator, tail: " {")
            let lines = LineLayout.lines(doc, indentation: 4)
            XCTAssertGreaterThan(lines.count, 1)
            XCTAssertTrue(lines.allSatisfy { $0.utf8.count <= Printer.limit }, "\(lines)")
            var wide = OutputBuffer()
            LineLayout.writeFlat(doc, into: &wide)
            XCTAssertEqual(lines.joined().filter { $0 != " " }, String(decoding: wide.bytes, as: UTF8.self).filter { $0 != " " })
        }
    }
}
