import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class ClosestMatchTests: XCTestCase {
    func testSuggestsNearestTranspositionAndPrefix() {
        XCTAssertEqual(ClosestMatch.suggestion(for: "platfrom", among: ["platform", "tests"]), "platform")
        XCTAssertEqual(ClosestMatch.suggestion(for: "swfit", among: ["swift", "check"]), "swift")
        XCTAssertEqual(ClosestMatch.suggestion(for: "--tests-out", among: ["--tests-output-path"]), "--tests-output-path")
    }

    func testNoHintForUnrelatedOrJunkWords() {
        XCTAssertNil(ClosestMatch.suggestion(for: "colour", among: ["platform", "tests"]))
        XCTAssertNil(ClosestMatch.suggestion(for: String(repeating: "x", count: 500), among: ["tests"]))
        XCTAssertEqual(ClosestMatch.hint(for: "colour", among: ["tests"]), "")
        XCTAssertEqual(ClosestMatch.hint(for: "test", among: ["tests"]), "; did you mean 'tests'?")
    }
}
