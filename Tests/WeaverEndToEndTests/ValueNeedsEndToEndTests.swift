import Foundation
import XCTest

/// A child takes a need as a plain value when every registering container has that value at hand
/// (a `.container` constant, a parameter, a need it took as a value); otherwise it takes a
/// provider. Both kinds, mixed on one type, a closure passed down as a value, a composition passed
/// to a component, and a type registered once with a constant and once with a lazy slot must
/// compile in Swift 6 mode and read the shared instances.
final class ValueNeedsEndToEndTests: XCTestCase {
    func testValuesAndProvidersReachTheSameInstances() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        protocol Reading: AnyObject { var name: String { get } }
        protocol Writing: AnyObject {}
        final class Store: Reading, Writing { let name = "store" }
        final class Cache {}
        final class Tick { let value: Int; init(value: Int) { self.value = value } }

        final class Leaf {
            // weaver: store <- Reading
            // weaver: cache <- Cache
            let dependencies: LeafDependencyResolver
            init(injecting dependencies: LeafDependencyResolver) { self.dependencies = dependencies }
        }

        final class Step {
            // weaver: onDone <= () -> Int
            // weaver: leaf = Leaf
            // weaver: ticker = Ticker
            let dependencies: StepDependencyResolver
            init(injecting dependencies: StepDependencyResolver) { self.dependencies = dependencies }
        }

        final class Ticker {
            // weaver: onDone <- () -> Int
            let dependencies: TickerDependencyResolver
            init(injecting dependencies: TickerDependencyResolver) { self.dependencies = dependencies }
        }

        final class Branch {
            // weaver: cache = Cache
            // weaver: cache.scope = .lazy
            // weaver: leaf = Leaf
            let dependencies: BranchDependencyResolver
            init(injecting dependencies: BranchDependencyResolver) { self.dependencies = dependencies }
        }

        final class App {
            // weaver: store = Store <- Reading & Writing
            // weaver: cache = Cache
            // weaver: leaf = Leaf
            // weaver: branch = Branch
            // weaver: step = Step
            // weaver: step.scope = .transient
            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        let root = app.dependencies
        print(root.leaf.dependencies.store === root.store, root.leaf.dependencies.cache === root.cache)
        let branch = root.branch.dependencies
        print(branch.leaf.dependencies.store === root.store, branch.leaf.dependencies.cache === branch.cache, branch.cache !== root.cache)
        let step = root.step(onDone: { 42 }).dependencies
        print(step.onDone(), step.ticker.dependencies.onDone(), step.leaf.dependencies.store.name)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "true true\ntrue true true\n42 42 store\n")
        // The generated code uses both kinds: `cache` reaches Leaf from App's constant in one
        // place and from Branch's lazy slot in the other, so Leaf takes it as a provider.
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("cache: WeaverProvider<Cache>"), generated)
        XCTAssertTrue(generated.contains("onDone: @escaping () -> Int"), generated)
    }

    /// A constant read only by the builder of one `#if` branch must still get the provider that
    /// branch's input resolver reads.
    func testAConstantReadByOneBranchesBuilderKeepsItsProvider() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        final class Logger {}
        protocol Tracking: AnyObject {}
        final class Tracker: Tracking {}
        final class FakeTracker: Tracking {}
        func makeTracker(_ resolver: TrackerInputDependencyResolver) -> Tracker {
            _ = resolver.logger
            return Tracker()
        }

        final class App {
            // weaver: logger = Logger
            #if DEBUG
            // weaver: tracker = FakeTracker <- Tracking
            #else
            // weaver: tracker = Tracker <- Tracking
            // weaver: tracker.builder = makeTracker
            #endif
            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        print(app.dependencies.tracker is Tracker)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "true\n")
    }
}
