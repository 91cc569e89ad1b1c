import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// `#if` (docs/annotations.md), `platforms`/`projects` filtering and `--platform` (docs/semantics.md).
final class ConditionTests: XCTestCase {
    private func link(_ text: String, platform: Platform? = nil, projectName: String? = nil) -> (graph: DependencyGraph, diagnostics: [Diagnostic]) {
        let syntax = FileParser.parse(SourceFile(path: "C.swift", text: text), platform: platform)
        let graph = Linker.link([syntax], options: LinkOptions(platform: platform, projectName: projectName))
        return (graph, DiagnosticFormatter.sortedUnique(syntax.diagnostics + Validator.validate(graph)))
    }

    func testConditionEvaluation() {
        XCTAssertEqual(ConditionEvaluator.evaluate("os(iOS)", platform: .iOS), .yes)
        XCTAssertEqual(ConditionEvaluator.evaluate("os(iOS) || os(tvOS)", platform: .Linux), .no)
        XCTAssertEqual(ConditionEvaluator.evaluate("!os(Linux)", platform: .Linux), .no)
        XCTAssertEqual(ConditionEvaluator.evaluate("os(OSX)", platform: .macOS), .yes)
        XCTAssertEqual(ConditionEvaluator.evaluate("(os(iOS) && DEBUG)", platform: .Linux), .no)
        XCTAssertEqual(ConditionEvaluator.evaluate("os(iOS) && DEBUG", platform: .iOS), .unknown)
        XCTAssertEqual(ConditionEvaluator.evaluate("canImport(UIKit)", platform: .iOS), .unknown)
        XCTAssertEqual(ConditionEvaluator.evaluate("os(iOS) || DEBUG", platform: .iOS), .yes)
    }

    private let perPlatform = """
    final class App {
        #if os(iOS)
        // weaver: screen = PhoneScreen <- Screen
        #elseif os(Linux)
        // weaver: screen = TerminalScreen <- Screen
        #endif
    }
    """

    func testPlatformBranchesWithoutAPlatformAreDuplicates() {
        let result = link(perPlatform)
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateDependency])
        XCTAssertTrue(result.diagnostics[0].notes.contains { $0.message.contains("--platform") })
    }

    func testPlatformKeepsItsBranch() {
        let result = link(perPlatform, platform: .Linux)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.graph.dependencies.map(\.dependency.type.swiftSource), ["TerminalScreen"])
    }

    func testDebugSwitchBecomesVariantsWithTheSameExposedType() throws {
        let result = link("""
        final class App {
            #if DEBUG
            // weaver: api = MockAPI <- API
            #else
            // weaver: api = LiveAPI <- API
            // weaver: api.builder = LiveAPI.make
            #endif
        }
        """)
        XCTAssertEqual(result.diagnostics, [])
        let variants = try XCTUnwrap(result.graph.dependencies.first?.dependency.variants)
        XCTAssertEqual(variants.map(\.type.swiftSource), ["MockAPI", "LiveAPI"])
        XCTAssertEqual(variants.map(\.builder), [nil, "LiveAPI.make"])
        let output = Generator.mainOutput(result.graph)
        // Whether MockAPI is an API only the compiler can tell: each branch goes through its check.
        XCTAssertTrue(output.contains("#if DEBUG\n        apiSlot.make = { apiExposed(MockAPI()) }\n        #else\n"), output)
        XCTAssertTrue(output.contains("#if DEBUG\n        // Checked at C.swift:3: 'MockAPI' must conform to 'API' for 'api'\n"
            + "        func apiExposed(_ built: MockAPI) -> API { built }\n        #else\n"), output)
    }

    func testDebugSwitchWithDifferentTypesIsADuplicate() {
        let result = link("""
        final class App {
            #if DEBUG
            // weaver: api = MockAPI <- MockAPIProtocol
            #else
            // weaver: api = LiveAPI <- API
            #endif
        }
        """)
        XCTAssertEqual(result.diagnostics.map(\.code), [.duplicateDependency])
    }

    func testTypeDisappearsWhenItsOnlyRegistrationIsFilteredOut() {
        let text = """
        final class App {
            // weaver: camera = Camera
            // weaver: camera.platforms = [.iOS]
            // weaver: logger = Logger
        }
        final class Camera {
            // weaver: logger <- Logger
            // weaver: lens = Lens
            init(injecting _: CameraDependencyResolver) {}
        }
        final class Lens {
            // weaver: logger <- Logger
            init(injecting _: LensDependencyResolver) {}
        }
        """
        let everywhere = link(text)
        XCTAssertEqual(everywhere.diagnostics, [])
        XCTAssertNotNil(everywhere.graph.typeIDByPath["Camera"])
        let linux = link(text, platform: .Linux)
        XCTAssertEqual(linux.diagnostics, [], "Camera and Lens leave with the registration instead of becoming unresolvable roots")
        XCTAssertNil(linux.graph.typeIDByPath["Camera"])
        XCTAssertNil(linux.graph.typeIDByPath["Lens"])
        XCTAssertNotNil(link(text, platform: .iOS).graph.typeIDByPath["Camera"])
    }

    func testProjectsFilter() {
        let text = """
        final class App {
            // weaver: widget = WidgetService
            // weaver: widget.projects = [Widget]
        }
        """
        XCTAssertEqual(link(text, projectName: "Widget").graph.dependencies.count, 1)
        XCTAssertEqual(link(text, projectName: "App").graph.dependencies.count, 0)
        XCTAssertEqual(link(text).graph.dependencies.count, 1)
    }

    func testTypesInsideAnotherPlatformsBranchAreDropped() {
        let text = """
        #if os(iOS)
        final class PhoneOnly {
            // weaver: missing <- Nowhere
        }
        #endif
        """
        XCTAssertEqual(link(text).diagnostics.map(\.code), [.unresolvable])
        XCTAssertEqual(link(text, platform: .Linux).diagnostics, [])
    }
}
