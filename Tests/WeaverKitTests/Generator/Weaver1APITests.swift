import XCTest
@testable import WeaverKit
@testable import WeaverCore

/// The generated API that code written against Weaver 1.x calls (docs/semantics.md Public types).
final class Weaver1APITests: XCTestCase {
    private func generate(_ text: String) -> String {
        let analysis = Analysis(text)
        XCTAssertEqual(analysis.errors, [])
        return Generator.mainOutput(analysis.graph)
    }

    /// 1.x's Sample app calls its API module's `MovieManager(host:logger:)`, whose annotations
    /// declare the reference first: parameters come first, then references.
    func testPublicInitializerTakesParametersThenReferences() {
        let output = generate("""
        public final class MovieManager {
            // weaver: logger <- Logger
            // weaver: urlSession = URLSession
            // weaver: host <= String?
            // weaver: movieAPI <- APIProtocol
            // weaver: port <= Int
        }
        """)
        XCTAssertTrue(output.contains("public convenience init(host: String?, port: Int, logger: Logger, movieAPI: APIProtocol)"), output)
    }

    /// Every annotated type without references and parameters gets an entry point, registered or not.
    func testEveryTypeWithoutReferencesOrParametersGetsAnEntryPoint() {
        let output = generate("""
        final class App {
            // weaver: logger = Logger
            // weaver: settings = Settings
            // weaver: home = Home
            // weaver: feed = Feed
        }
        final class Settings {
            // weaver: store = Store
        }
        final class Home {
            // weaver: logger <- Logger
        }
        final class Feed {
            // weaver: row = Row
        }
        final class Row {
            // weaver: logger <- Logger
        }
        """)
        XCTAssertTrue(output.contains("static func appDependencyResolver() -> AppDependencyResolver"), output)
        XCTAssertTrue(output.contains("static func settingsDependencyResolver() -> SettingsDependencyResolver"), output)
        XCTAssertFalse(output.contains("homeDependencyResolver()"), "a type with a reference has no entry point")
        XCTAssertFalse(output.contains("feedDependencyResolver()"), "a type whose subtree needs a value from above has none either")
        XCTAssertFalse(output.contains("rowDependencyResolver()"))
    }

    /// Resolver protocols are class-bound, so `weak var resolver` and `===` compile.
    func testEveryResolverProtocolIsClassBound() {
        let output = generate("""
        final class App {
            // weaver: logger = Logger
            // weaver: logger.builder = App.makeLogger
            // weaver: theme = Theme
            // weaver: theme.setter = true
        }
        final class Empty {
            // weaver: self.isIsolated = true
        }
        """)
        let protocols = output.split(separator: "\n").filter { $0.hasPrefix("protocol ") }
        XCTAssertFalse(protocols.isEmpty)
        for declaration in protocols {
            XCTAssertTrue(declaration.contains(": AnyObject"), String(declaration))
        }
        XCTAssertTrue(output.contains("protocol EmptyDependencyResolver: AnyObject {}"), output)
    }

    /// `escaping: true` on a parameter whose closure type hides behind a typealias marks every
    /// argument that stores it `@escaping`.
    func testEscapingParameterBehindATypealiasIsMarkedEscaping() {
        let output = generate("""
        final class App {
            // weaver: screen = Screen
            // weaver: screen.scope = .transient
        }
        public final class Screen {
            // weaver: handler <= Completion
            // weaver: handler.escaping = true
            // weaver: count <= Int
            // weaver: detail = Detail
        }
        final class Detail {
            // weaver: handler <- Completion
        }
        """)
        XCTAssertTrue(output.contains("func screen(handler: @escaping Completion, count: Int) -> Screen"), output)
        XCTAssertTrue(output.contains("public convenience init(handler: @escaping Completion, count: Int)"), output)
        XCTAssertTrue(output.contains("init(handler: WeaverProvider<Completion>)"), "Detail's container reads it through a provider: \(output)")
        XCTAssertFalse(output.contains("@escaping Int"), "only the parameter marked escaping")
    }
}
