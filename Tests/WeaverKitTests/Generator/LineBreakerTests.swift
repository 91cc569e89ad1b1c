import XCTest
@testable import WeaverKit

/// Generated lines over 120 columns are broken where Swift allows it, as a person would.
final class LineBreakerTests: XCTestCase {
    private func arguments(_ count: Int) -> String {
        (0..<count).map { "argument\($0): value\($0)" }.joined(separator: ", ")
    }

    /// Emitters that know a line is a list write it broken at once: the same lines `wrapLine` gives.
    func testListsWrittenBrokenMatchWhatWrappingBreaks() {
        let items = (0..<6).map { "argument\($0): WeaverProvider<Value\($0)>" }
        let indentation = String(repeating: " ", count: 4)
        XCTAssertEqual(LineBreaker.listLines("init(", items, ") {", indentation: 4).map { indentation + $0 },
                       LineBreaker.wrapLine(indentation + "init(" + items.joined(separator: ", ") + ") {"))
        XCTAssertEqual(LineBreaker.listLines("init(", Array(items.prefix(2)), ") {", indentation: 4).count, 1)
        XCTAssertEqual(LineBreaker.listLines("init(", [items[0] + String(repeating: "X", count: 120)], ") {", indentation: 4).count, 1)

        let header = "private final class HomeDependencyContainer: " + (0..<9).map { "Dependency\($0)Resolver" }.joined(separator: ", ")
            + ", @unchecked Sendable {"
        XCTAssertEqual(LineBreaker.filledLines(header), LineBreaker.wrapLine(header))
        XCTAssertGreaterThan(LineBreaker.filledLines(header).count, 1)
        let typealiasLine = "typealias HomeDependencyResolver = " + (0..<9).map { "Dependency\($0)Resolver" }.joined(separator: " & ")
        XCTAssertEqual(LineBreaker.filledLines(typealiasLine), LineBreaker.wrapLine(typealiasLine))
        XCTAssertEqual(LineBreaker.filledLines("typealias R = A & B"), ["typealias R = A & B"])
    }

    func testShortLinesAreLeftAlone() {
        let text = "let a = f(x: 1, y: 2)\n    short\n"
        XCTAssertEqual(LineBreaker.wrap(text), text)
    }

    func testALongCallPutsOneArgumentPerLine() {
        let line = "        let home: Home = Home(injecting: HomeDependencyContainer(\(arguments(6))))"
        XCTAssertEqual(LineBreaker.wrapLine(line), [
            "        let home: Home = Home(injecting: HomeDependencyContainer(",
            "            argument0: value0,", "            argument1: value1,", "            argument2: value2,",
            "            argument3: value3,", "            argument4: value4,", "            argument5: value5",
            "        ))",
        ])
    }

    func testGenericArgumentsAndStringsAreNotBrokenInside() {
        let line = "    init(store: Dictionary<String, Int>, message: String = \"a, b, c\", " + arguments(4) + ")"
        let pieces = LineBreaker.wrapLine(line)
        XCTAssertEqual(pieces[1], "        store: Dictionary<String, Int>,")
        XCTAssertEqual(pieces[2], "        message: String = \"a, b, c\",")
        XCTAssertTrue(pieces.allSatisfy { $0.count <= 120 })
    }

    func testAClosureOfStatementsGetsOneStatementPerLine() {
        let line = "            logger: { [weak loggerSlot] in guard let loggerSlot else { weaverContainerReleased(\"logger\") }; "
            + "return loggerSlot.get() },"
        XCTAssertEqual(LineBreaker.wrapLine(line), [
            "            logger: { [weak loggerSlot] in",
            "                guard let loggerSlot else { weaverContainerReleased(\"logger\") }",
            "                return loggerSlot.get()",
            "            },",
        ])
    }

    func testCallsNestedOneArgumentDeepPutTheInnermostLabeledArgumentOnItsOwnLine() {
        let line = "        AccountController1799(injecting: AccountController1799DependencyContainer("
            + "parser123: WeaverClosureProvider<ParserService123>(parser123)))"
        XCTAssertEqual(LineBreaker.wrapLine(line), [
            "        AccountController1799(injecting: AccountController1799DependencyContainer(",
            "            parser123: WeaverClosureProvider<ParserService123>(parser123)",
            "        ))",
        ])
        let assignment = "        self.searchFeature1234 = SearchFeature1234(injecting: SearchFeature1234DependencyContainer("
            + "analyticsService: analyticsService))"
        XCTAssertEqual(LineBreaker.wrapLine(assignment), [
            "        self.searchFeature1234 = SearchFeature1234(injecting: SearchFeature1234DependencyContainer(",
            "            analyticsService: analyticsService",
            "        ))",
        ])
    }

    func testAListOpeningPastTheLimitIsBrokenInsideTheCallAroundIt() {
        let line = "        self.onboardingScreen1857 = OnboardingModule1857.Screen(injecting: OnboardingModule1857ScreenDependencyContainer("
            + "logger: logger, session: session))"
        XCTAssertEqual(LineBreaker.wrapLine(line), [
            "        self.onboardingScreen1857 = OnboardingModule1857.Screen(",
            "            injecting: OnboardingModule1857ScreenDependencyContainer(logger: logger, session: session)",
            "        )",
        ])
    }

    func testAListOutsideBracketsFillsLines() {
        let names = (0..<12).map { "Dependency\($0)Resolver" }
        let line = "typealias AppDependencyResolver = " + names.joined(separator: " & ")
        let pieces = LineBreaker.wrapLine(line)
        XCTAssertGreaterThan(pieces.count, 1)
        XCTAssertTrue(pieces.dropFirst().allSatisfy { $0.hasPrefix("    & ") }, "\(pieces)")
        XCTAssertEqual(pieces.joined(separator: " ").replacingOccurrences(of: "     ", with: " "), line)
        XCTAssertTrue(pieces.allSatisfy { $0.count <= 120 })
    }

    func testALongDeclarationMovesItsValueToAContinuationLine() {
        let name = String(repeating: "Account", count: 6)
        let line = "        let home: \(name) = \(name)(injecting: \(name)DependencyContainer(logger: loggerValue))"
        XCTAssertEqual(LineBreaker.wrapLine(line), [
            "        let home: \(name) =",
            "            \(name)(",
            "                injecting: \(name)DependencyContainer(logger: loggerValue)",
            "            )",
        ])
    }

    func testALineThatCannotBeBrokenStaysWhole() {
        let line = "        fatalError(\"" + String(repeating: "x", count: 150) + "\")"
        XCTAssertEqual(LineBreaker.wrapLine(line), [line])
    }
}
