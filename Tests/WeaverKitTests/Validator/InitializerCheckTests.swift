import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// docs/diagnostics.md: an annotated type the container builds with `init(injecting:)` must declare it, or
/// the first error would be the compiler's inside the generated file.
final class InitializerCheckTests: XCTestCase {
    private func missing(_ text: String) -> [String] {
        Analysis(text, checkingInitializers: true).diagnostics(.missingInitializer).map { "\($0.position) \($0.message)" }
    }

    func testARegisteredTypeWithoutTheInitializerIsReportedAtTheType() {
        let text = """
            final class App {
                // weaver: home = Home
                init(injecting _: AppDependencyResolver) {}
            }
            final class Home {
                // weaver: logger = Logger
                init() {}
            }
            final class Logger {}
            """
        XCTAssertEqual(missing(text), ["5:7 'Home' has no 'init(injecting:)', which the container calls to build it"])
        let diagnostic = Analysis(text, checkingInitializers: true).diagnostics(.missingInitializer).first
        XCTAssertEqual(diagnostic?.notes.first?.location?.line, 2, "a note at the registration")
        XCTAssertTrue(diagnostic?.notes.last?.message.contains("init(injecting dependencies: HomeDependencyResolver)") == true)
    }

    func testWhatNeedsNoInitializer() {
        let text = """
            final class App {
                // weaver: inExtension = InExtension
                // weaver: built = Built
                // weaver: built.builder = Built.make
                // weaver: theme = Theme
                // weaver: theme.setter = true
            }
            final class InExtension {
                // weaver: logger = Logger
            }
            extension InExtension {
                convenience init(injecting _: InExtensionDependencyResolver) { self.init() }
            }
            final class Built {
                // weaver: logger = Logger
                static func make(_ dependencies: BuiltDependencyResolver) -> Built { Built() }
            }
            final class Theme {
                // weaver: logger = Logger
            }
            final class Logger {}
            final class SelfBuilding {
                let dependencies = MainDependencyContainer.selfBuildingDependencyResolver()
                // weaver: logger = Logger
            }
            """
        // App is a root built by hand; the others are built by extension, builder, setter, or themselves.
        XCTAssertEqual(missing(text), [])
    }

    func testTheExtensionInitializerSurvivesTheCache() throws {
        let source = SourceFile(path: "A.swift", text: "final class A {}\nextension A {\n    init(injecting _: ADependencyResolver) {}\n}\n")
        let syntax = FileParser.parse(source)
        XCTAssertEqual(syntax.declaredTypes.filter(\.declaresInjectingInitializer).map(\.path), ["A"])
        let decoded = try XCTUnwrap(SyntaxBinaryDecoder.decode(SyntaxBinaryEncoder.encode(syntax)[...], path: "A.swift"))
        XCTAssertEqual(decoded, syntax)
    }
}
