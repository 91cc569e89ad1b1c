import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// `mock_condition` (docs/mocks.md) is written after `#if`: only a compilation condition is accepted,
/// so that a typo cannot make the generated file fail to compile.
final class MockConditionParsingTests: XCTestCase {
    func testCompilationConditionsAreAccepted() {
        for condition in ["DEBUG", "DEBUG || PREVIEWS", "!RELEASE && os(iOS)", "(A || B) && !(C)", "true", "_MOCKS",
                          "canImport(UIKit)", "swift(>=5.9)", "compiler(>=6.0) && targetEnvironment(simulator)",
                          "canImport(Foo.Bar, _version: 1.2)", "  DEBUG  ", "!!DEBUG", "hasFeature(StrictConcurrency)"] {
            XCTAssertNil(MockCondition.problem(with: condition), condition)
        }
    }

    func testAnythingElseIsAProblemNamingWhatIsWrong() throws {
        let cases: [(String, String)] = [
            ("DEBUG #endif", "unexpected '#endif'"),
            ("!", "'!' must be followed by a condition"),
            ("DEBUG; func x() {}", "unexpected '; func x() {}'"),
            ("\"x\"", "expected a name"),
            ("DEBUG &&", "it ends where a condition is expected"),
            ("(DEBUG", "a '(' is not closed"),
            ("DEBUG)", "unexpected ')'"),
            ("os(iOS", "'os(' is not closed"),
            ("os()", "'os()' needs an argument"),
            ("launch(rockets)", "'launch(…)' is not a platform condition"),
            ("os(iOS); x", "unexpected '; x'"),
            ("DEBUG | X", "unexpected '| X'"),
            ("", "empty"),
        ]
        for (condition, expected) in cases {
            let problem = try XCTUnwrap(MockCondition.problem(with: condition), condition)
            XCTAssertTrue(problem.contains(expected), "\(condition): \(problem)")
        }
    }

    func testDeepNestingIsRefusedNotRecursedInto() {
        let deep = String(repeating: "(", count: 100_000) + "DEBUG" + String(repeating: ")", count: 100_000)
        XCTAssertNotNil(MockCondition.problem(with: deep))
        XCTAssertNotNil(MockCondition.problem(with: String(repeating: "!", count: 100_000) + "DEBUG"))
    }
}
