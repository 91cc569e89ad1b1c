import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// `weaver: contributes …` (docs/contributions.md) at the parser's seam: what each form records, and where a
/// mistake in one is reported.
final class ContributionParserTests: XCTestCase {
    private func parse(_ text: String) -> Result<Annotation, Diagnostic> {
        AnnotationParser.parse(text, at: SourceLocation(file: "F.swift", line: 3, column: 5),
                               textLocation: SourceLocation(file: "F.swift", line: 3, column: 8))
    }

    private func contribution(_ text: String) -> ContributionSyntax? {
        if case let .success(.contribution(contribution)) = parse(text) { return contribution }
        return nil
    }

    private func failure(_ text: String) -> Diagnostic? {
        if case let .failure(diagnostic) = parse(text) { return diagnostic }
        return nil
    }

    func testArrayAndMapForms() throws {
        let task = try XCTUnwrap(contribution("weaver: contributes launchTasks <- LaunchTask"))
        XCTAssertEqual(task.collection, "launchTasks")
        XCTAssertNil(task.key)
        XCTAssertEqual(task.exposedType, .named("LaunchTask"))
        XCTAssertEqual(task.priority, 0)
        XCTAssertNil(task.scope, "unwritten: the linker decides (.lazy, or .transient with parameters)")

        let route = try XCTUnwrap(contribution(#"weaver: contributes routes["movies/:id"] <- any Screen"#))
        XCTAssertEqual(route.key, "movies/:id")
        XCTAssertEqual(route.exposedType.normalized, .named("Screen"))
    }

    func testAttributesInAnyOrder() throws {
        let element = try XCTUnwrap(contribution(
            "weaver: contributes launchTasks <- Dictionary<String, Int>, scope: .transient, after: [A, Outer.B.self], priority: -20"))
        XCTAssertEqual(element.exposedType.swiftSource, "Dictionary<String, Int>")
        XCTAssertEqual(element.priority, -20)
        XCTAssertEqual(element.after, ["A", "Outer.B"])
        XCTAssertEqual(element.scope, .transient)
    }

    func testANameCalledContributesIsStillADependency() {
        guard case let .success(.dependency(reference)) = parse("weaver: contributes <- Logger") else { return XCTFail() }
        XCTAssertEqual(reference.name, "contributes")
    }

    func testMistakesAreReportedAtTheirColumn() throws {
        let arrow = try XCTUnwrap(failure("weaver: contributes launchTasks LaunchTask"))
        XCTAssertEqual(arrow.code, .invalidAnnotation)
        XCTAssertEqual(arrow.location?.column, 8 + 7 + 25)
        let key = try XCTUnwrap(failure("weaver: contributes routes[movies] <- Screen"))
        XCTAssertEqual(key.code, .invalidAnnotation)
        let priority = try XCTUnwrap(failure("weaver: contributes launchTasks <- LaunchTask, priority: high"))
        XCTAssertEqual(priority.code, .invalidValue)
        XCTAssertEqual(priority.location?.column, 8 + 7 + 50)
        XCTAssertEqual(failure("weaver: contributes launchTasks <- LaunchTask, scope: .weak")?.code, .invalidValue)
        XCTAssertEqual(failure("weaver: contributes launchTasks <- LaunchTask, order: 1")?.code, .unknownAttribute)
        XCTAssertEqual(failure("weaver: contributes launchTasks <- LaunchTask, priority: 1, priority: 2")?.code, .attributeSetTwice)
        XCTAssertEqual(failure("weaver: contributes launchTasks <- some LaunchTask")?.code, .invalidType)
    }
}
