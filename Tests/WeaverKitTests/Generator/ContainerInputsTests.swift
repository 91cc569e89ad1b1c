import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// Which registrations an ancestor builds (`ContainerInputs`), and the functions it declares for
/// them (`ConstructionFunctions`), read from the generated text.
final class ContainerInputsTests: XCTestCase {
    private func generate(_ source: String) -> String {
        let analysis = Analysis(["App.swift": source])
        XCTAssertEqual(analysis.errors, [])
        return Generator.mainOutput(analysis.graph)
    }

    private static func type(_ name: String, _ annotations: [String]) -> String {
        "final class \(name) {\n" + annotations.map { "    // weaver: \($0)\n" }.joined()
            + "    init(injecting _: \(name)DependencyResolver) {}\n}\n"
    }

    func testAChildReadingOnlyWhatComesFromAboveIsBuiltByTheAncestor() {
        let text = generate([
            Self.type("App", ["logger = Logger", "home = Home"]),
            Self.type("Home", ["detail = Detail"]),
            Self.type("Detail", ["logger <- Logger"]),
            "final class Logger {}",
        ].joined(separator: "\n"))
        XCTAssertTrue(text.contains("init(makeDetail: @escaping () -> Detail) {"), text)
        XCTAssertTrue(text.contains("func buildDetail() -> Detail { Detail(injecting: DetailDependencyContainer(logger: loggerSlot)) }"), text)
        XCTAssertTrue(text.contains("self.home = Home(injecting: HomeDependencyContainer(makeDetail: buildDetail))"), text)
    }

    func testAChildTheRegisteringTypeProvidesForIsBuiltByIt() {
        let text = generate([
            Self.type("App", ["logger = Logger", "home = Home"]),
            Self.type("Home", ["clock = Clock", "detail = Detail"]),
            Self.type("Detail", ["logger <- Logger", "clock <- Clock"]),
            "final class Logger {}\nfinal class Clock {}",
        ].joined(separator: "\n"))
        XCTAssertTrue(text.contains("self.detail = Detail(injecting: DetailDependencyContainer(logger: logger, clock: clockSlot))"), text)
        XCTAssertFalse(text.contains("func build"), text)
    }

    /// A public type is built by its public initializer, which passes only its references: it
    /// takes what it passes on, as before.
    func testAPublicTypeTakesEveryNeed() {
        let text = generate([
            Self.type("App", ["logger = Logger", "home = Home"]),
            "public " + Self.type("Home", ["logger <- Logger", "detail = Detail"]),
            Self.type("Detail", ["logger <- Logger"]),
            "public final class Logger {}",
        ].joined(separator: "\n"))
        XCTAssertFalse(text.contains("makeDetail"), text)
    }

    /// A function's name never clashes with a name the initializer already has: a parameter.
    func testAFunctionNameStaysClearOfTheInitializersNames() {
        let text = generate([
            Self.type("App", ["logger = Logger", "screen = Screen", "screen.scope = .transient"]),
            Self.type("Screen", ["buildRow <= Int", "clock = Clock", "panel = Panel"]),
            Self.type("Panel", ["clock <- Clock", "row = Row"]),
            Self.type("Row", ["logger <- Logger"]),
            "final class Logger {}\nfinal class Clock {}",
        ].joined(separator: "\n"))
        XCTAssertTrue(text.contains("func buildRow_2() -> Row { Row(injecting: RowDependencyContainer(logger: logger)) }"), text)
        XCTAssertTrue(text.contains("PanelDependencyContainer(clock: clockSlot, makeRow: buildRow_2)"), text)
    }

    func testATypeReachedTwiceInOneScopeGetsOneFunction() {
        let text = generate([
            Self.type("App", ["logger = Logger", "left = Side", "right = Other"]),
            Self.type("Side", ["leaf = Leaf"]),
            Self.type("Other", ["leaf = Leaf"]),
            Self.type("Leaf", ["logger <- Logger"]),
            "final class Logger {}",
        ].joined(separator: "\n"))
        XCTAssertEqual(text.components(separatedBy: "func buildLeaf()").count - 1, 1, text)
        XCTAssertTrue(text.contains("OtherDependencyContainer(makeLeaf: buildLeaf)"), text)
    }
}
