import Foundation
import XCTest

/// `weaver cost` and `--budget` (docs/cost.md) on `Fixtures/LaunchCost`: Core (a chain of
/// `.container` registrations below a public client, a `.lazy` break, a launch task) summarized,
/// then the app (two roots, a module boundary, launch tasks from both modules). The outputs are
/// golden files beside the fixture; re-record with
/// `WEAVER_RECORD_GOLDEN=1 swift test --filter LaunchCostEndToEndTests`. And the count agrees with
/// what a compiled container builds.
final class LaunchCostEndToEndTests: XCTestCase {
    private static let fixture = EndToEnd.fixtures.appendingPathComponent("LaunchCost")

    /// The app's project folder (a copy when `app` is given) and the arguments that read Core's summary.
    private func appRun(in folder: URL, app: URL = fixture.appendingPathComponent("App")) throws -> [String] {
        let summary = folder.appendingPathComponent("Core.weaversummary")
        let core = try EndToEnd.weaver(["swift", "--project-path", Self.fixture.appendingPathComponent("Core").path, "--module-name", "Core",
                                        "--summary-output-path", summary.path, "--main-output-path", folder.appendingPathComponent("Core.swift").path,
                                        "--cache-path", folder.appendingPathComponent("core-cache").path, "--quiet"])
        XCTAssertEqual(core.status, 0, core.standardError)
        return ["--project-path", app.path, "--module-name", "App", "--module-kind", "executable", "--module-summary", summary.path,
                "--cache-path", folder.appendingPathComponent("app-cache").path]
    }

    private func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.fixture.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["WEAVER_RECORD_GOLDEN"] == "1" { try Data(actual.utf8).write(to: url) }
        XCTAssertEqual(actual, (try? String(contentsOf: url, encoding: .utf8)) ?? "(missing \(name))", name, file: file, line: line)
    }

    func testTheReportCountsWhatEachRootBuildsAtLaunchAcrossModules() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try appRun(in: folder)
        let text = try EndToEnd.weaver(["cost"] + app)
        XCTAssertEqual(text.status, 0, text.standardError)
        try assertGolden(text.standardOutput, "expected-cost.txt")
        let json = try EndToEnd.weaver(["cost", "AppDelegate", "--format", "json"] + app)
        XCTAssertEqual(json.status, 0, json.standardError)
        try assertGolden(json.standardOutput, "expected-cost.json")
        // Core's client builds 3 at once (its session, its cache and the cache's disk store), the
        // app's api and router and the router's screens 3 more; settings is lazy.
        let root = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])?["roots"] as? [[String: Any]]).first
        XCTAssertEqual(root?["instances"] as? Int, 6)
        XCTAssertEqual(root?["depth"] as? Int, 3)
    }

    func testABudgetFailsTheBuildAtTheRootsDeclaration() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try appRun(in: folder)
        let budget = ["--budget", Self.fixture.appendingPathComponent("launch-budget.yaml").path]
        let check = try EndToEnd.weaver(["check", "--quiet"] + app + budget)
        XCTAssertEqual(check.status, 1)
        try assertGolden(check.standardError, "expected-budget.txt")
        XCTAssertTrue(check.standardError.hasPrefix("AppDelegate.swift:5:7: error: 'AppDelegate' builds 6 instances (budget: 5)"), check.standardError)
        // `swift` checks it too, and writes nothing.
        let output = folder.appendingPathComponent("App.swift")
        let swift = try EndToEnd.weaver(["swift", "--quiet", "--main-output-path", output.path] + app + budget)
        XCTAssertEqual(swift.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        // The report shows each root's budget.
        let cost = try EndToEnd.weaver(["cost"] + app + budget)
        XCTAssertEqual(cost.status, 1)
        XCTAssertTrue(cost.standardOutput.contains("AppDelegate (AppDelegate.swift:5): 6 instances at launch, depth 3 (budget: 5 instances)"),
                      cost.standardOutput)
    }

    func testMovingARegistrationToLazyShowsAsASmallerNumberAndFitsTheBudget() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent("App"), to: copy)
        let file = copy.appendingPathComponent("AppDelegate.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        try source.replacingOccurrences(of: "    // weaver: router = Router\n    // weaver: settings = Settings",
                                        with: "    // weaver: router = Router\n    // weaver: router.scope = .lazy\n    // weaver: settings = Settings")
            .write(to: file, atomically: true, encoding: .utf8)
        let app = try appRun(in: folder, app: copy)
        let cost = try EndToEnd.weaver(["cost", "AppDelegate"] + app)
        XCTAssertTrue(cost.standardOutput.hasPrefix("AppDelegate (AppDelegate.swift:5): 4 instances at launch, depth 3\n"), cost.standardOutput)
        let check = try EndToEnd.weaver(["check", "--quiet", "--budget", Self.fixture.appendingPathComponent("launch-budget.yaml").path] + app)
        XCTAssertFalse(check.standardError.contains("'AppDelegate' builds"), check.standardError)
    }

    func testABudgetNamingNoRootOrWithATypoIsAUsageErrorAtItsLine() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try appRun(in: folder)
        for (text, expected) in [
            ("AppDelegat: 5\n", "budget.yaml:1:1: error: the budget names 'AppDelegat', which is no type of the graph; did you mean 'AppDelegate'?"),
            ("# the app\n\nRouter: 5\n", "budget.yaml:3:1: error: the budget names 'Router', which is not a root (a registration builds it)"),
            ("AppDelegate: {instance: 5}\n", "budget.yaml:1:15: error: unknown key 'instance' (a budget has 'instances' and 'depth'); did you mean 'instances'?"),
            ("AppDelegate: many\n", "budget.yaml:1:14: error: 'AppDelegate' needs a number of instances ('AppDelegate: 40') or '{instances: 40, depth: 6}', not 'many'"),
        ] {
            let budget = folder.appendingPathComponent("budget.yaml")
            try Data(text.utf8).write(to: budget)
            let check = try EndToEnd.weaver(["check", "--quiet", "--budget", budget.path] + app)
            XCTAssertEqual(check.status, 2, check.standardError)
            XCTAssertTrue(check.standardError.contains(expected), check.standardError)
        }
        let unknown = try EndToEnd.weaver(["cost", "AppDelegat"] + app)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("'AppDelegat' is no type of the graph; did you mean 'AppDelegate'?"), unknown.standardError)
    }

    /// The main check: the count `weaver cost` prints is what the compiled container builds when
    /// the root's resolver is created (Swift 6 mode), through a builder, a lazy and a weak
    /// registration, a setter and a transient one.
    func testTheCountIsWhatTheCompiledContainerBuilds() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let program = """
        nonisolated(unsafe) var built: [String] = []
        class Counted { init() { built.append(String(describing: type(of: self))) } }
        final class Root: Counted {
            // weaver: logger = Logger
            // weaver: store = Store
            // weaver: feed = Feed
            // weaver: feed.scope = .lazy
            // weaver: images = ImageCache
            // weaver: images.scope = .weak
            // weaver: token = Token
            // weaver: token.scope = .transient
            // weaver: clock = Clock
            // weaver: clock.builder = Clock.make
            init(injecting dependencies: RootDependencyResolver) { super.init() }
        }
        final class Logger: Counted {}
        final class Store: Counted {
            // weaver: database = Database
            init(injecting dependencies: StoreDependencyResolver) { super.init() }
        }
        final class Database: Counted {
            // weaver: pool = ConnectionPool
            init(injecting dependencies: DatabaseDependencyResolver) { super.init() }
        }
        final class ConnectionPool: Counted {}
        final class Feed: Counted {
            // weaver: loader = FeedLoader
            init(injecting dependencies: FeedDependencyResolver) { super.init() }
        }
        final class FeedLoader: Counted {}
        final class ImageCache: Counted {}
        final class Token: Counted {}
        final class Clock: Counted {
            static func make(_ dependencies: ClockInputDependencyResolver) -> Clock { Clock() }
        }
        let resolver = MainDependencyContainer.rootDependencyResolver()
        print("built at launch: \\(built.count) \\(built.sorted().joined(separator: ","))")
        withExtendedLifetime(resolver) {}
        """
        let run = try EndToEnd.generateCompileAndRun(files: ["main.swift": program], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        let cost = try EndToEnd.weaver(["cost", "Root", "--format", "json", "--project-path", folder.path,
                                        "--input-path", folder.appendingPathComponent("Sources").path])
        let root = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(cost.standardOutput.utf8)) as? [String: Any])?["roots"] as? [[String: Any]]).first
        let instances = try XCTUnwrap(root?["instances"] as? Int)
        XCTAssertEqual(run.standardOutput, "built at launch: \(instances) Clock,ConnectionPool,Database,Logger,Store\n")
        XCTAssertEqual(root?["depth"] as? Int, 3, "store, its database, the database's pool")
    }
}
