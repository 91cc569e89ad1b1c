import XCTest
@testable import WeaverKit
@testable import WeaverCore

final class TypeParserTests: XCTestCase {
    private func parse(_ text: String) -> TypeExpression? {
        if case let .success(type) = TypeParser.parse(text) { return type }
        return nil
    }

    private func error(_ text: String) -> TypeParseError? {
        if case let .failure(error) = TypeParser.parse(text) { return error }
        return nil
    }

    func testRoundTripsEveryShape() {
        let cases = [
            "Int", "Swift.String", "Cache<Int>", "Dictionary<String, [Int]>", "Movie?", "Movie!", "[Movie]",
            "[String: Movie]", "(Int, label: String)", "() -> Void", "(Int) async throws -> Movie",
            "@Sendable (String) -> Int?", "A & B", "any MovieManaging", "(() -> Void)?", "(A & B)?", "Result<[Int], Error>",
        ]
        for text in cases {
            XCTAssertEqual(parse(text)?.swiftSource, text, text)
        }
    }

    func testParameterSourceAddsEscapingToClosures() {
        XCTAssertEqual(parse("@escaping (Int) -> Void")?.swiftSource, "(Int) -> Void")
        XCTAssertEqual(parse("(Int) -> Void")?.parameterSource, "@escaping (Int) -> Void")
        XCTAssertEqual(parse("((Int) -> Void)?")?.parameterSource, "((Int) -> Void)?")
        XCTAssertEqual(parse("Int")?.parameterSource, "Int")
    }

    func testNormalizationRules() {
        XCTAssertEqual(parse("[Int]")?.normalized, parse("Array<Int>")?.normalized)
        XCTAssertEqual(parse("Int?")?.normalized, parse("Optional<Int>")?.normalized)
        XCTAssertEqual(parse("Int!")?.normalized, parse("Int?")?.normalized)
        XCTAssertEqual(parse("[String: Int]")?.normalized, parse("Dictionary<String, Int>")?.normalized)
        XCTAssertEqual(parse("any P")?.normalized, parse("P")?.normalized)
        XCTAssertEqual(parse("A & B")?.normalized, parse("B & A")?.normalized)
        XCTAssertNotEqual(parse("Swift.String")?.normalized, parse("String")?.normalized)
        XCTAssertNotEqual(parse("Int")?.normalized, parse("Int?")?.normalized)
    }

    func testCompatibility() {
        let reference = parse("A")!
        XCTAssertTrue(reference.isSatisfied(by: parse("A")!))
        XCTAssertTrue(reference.isSatisfied(by: parse("A & B")!))
        XCTAssertTrue(parse("B & A")!.isSatisfied(by: parse("A & B & C")!))
        XCTAssertFalse(parse("A & D")!.isSatisfied(by: parse("A & B")!))
        XCTAssertFalse(parse("A?")!.isSatisfied(by: reference))
        XCTAssertFalse(reference.isSatisfied(by: parse("A?")!))
    }

    func testErrorsPointAtTheOffendingToken() {
        XCTAssertEqual(error("Foo<>")?.offset, 4)
        XCTAssertEqual(error("Foo< >")?.offset, 5)
        XCTAssertEqual(error("- X")?.offset, 0)
        XCTAssertEqual(error("[Int")?.message, "expected ']' to close the array type")
        XCTAssertEqual(error("Int Int")?.offset, 4)
        XCTAssertNotNil(error(""))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        XCTAssertEqual(error(text)?.message, "the type is nested too deeply")
    }

    func testLongRunsOfOptionalMarksAndAnyAreNestingToo() {
        XCTAssertEqual(error("Int" + String(repeating: "?", count: 100_000))?.message, "the type is nested too deeply")
        XCTAssertEqual(error("Int" + String(repeating: "!?", count: 50_000))?.message, "the type is nested too deeply")
        XCTAssertEqual(error(String(repeating: "any ", count: 100_000) + "P")?.message, "the type is nested too deeply")
        XCTAssertNotNil(try? TypeParser.parse("Int???").get())
        XCTAssertNotNil(try? TypeParser.parse("[any P & Q]?!").get())
    }
}
