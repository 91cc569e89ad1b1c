import Foundation
import XCTest

/// Registrations whose subtree reads only what comes from above their registering type are built
/// by a function of the nearest ancestor that has it all (`ContainerInputs`). Every scope at the
/// intermediate level, a type registered at two places, an
/// intermediate that provides one need while another passes through it, a factory's target with a
/// deferred child, a factory closure passed two levels down, and release once the root is gone
/// must compile in Swift 6 mode and behave as if every container had built its children itself.
final class DeferredConstructionEndToEndTests: XCTestCase {
    func testDeferredRegistrationsReadTheirAncestorsInstances() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        protocol Logging: AnyObject {}
        final class Logger: Logging {}
        final class Session {}
        final class Database {}
        nonisolated(unsafe) var built: [String] = []

        final class Leaf {
            // weaver: logger <- Logging
            // weaver: session <- Session
            let dependencies: LeafDependencyResolver
            init(injecting dependencies: LeafDependencyResolver) { self.dependencies = dependencies; built.append("leaf") }
        }

        final class Card {
            // weaver: session <- Session
            let dependencies: CardDependencyResolver
            init(injecting dependencies: CardDependencyResolver) { self.dependencies = dependencies }
        }

        final class Deep {
            // weaver: database <- Database
            // weaver: logger <- Logging
            let dependencies: DeepDependencyResolver
            init(injecting dependencies: DeepDependencyResolver) { self.dependencies = dependencies }
        }

        final class Sub {
            // weaver: deep = Deep
            let dependencies: SubDependencyResolver
            init(injecting dependencies: SubDependencyResolver) { self.dependencies = dependencies }
        }

        final class Middle {
            // weaver: leaf = Leaf
            // weaver: leaf.scope = .weak
            // weaver: card = Card
            // weaver: card.scope = .transient
            // weaver: database = Database
            // weaver: sub = Sub
            let dependencies: MiddleDependencyResolver
            init(injecting dependencies: MiddleDependencyResolver) { self.dependencies = dependencies; built.append("middle") }
        }

        final class Home {
            // weaver: middle = Middle
            // weaver: middle.scope = .lazy
            let dependencies: HomeDependencyResolver
            init(injecting dependencies: HomeDependencyResolver) { self.dependencies = dependencies }
        }

        final class Row {
            // weaver: logger <- Logging
            let dependencies: RowDependencyResolver
            init(injecting dependencies: RowDependencyResolver) { self.dependencies = dependencies }
        }

        final class Detail {
            // weaver: id <= Int
            // weaver: row = Row
            let dependencies: DetailDependencyResolver
            init(injecting dependencies: DetailDependencyResolver) { self.dependencies = dependencies }
        }

        final class Ticker {
            // weaver: onDone <- () -> Int
            let dependencies: TickerDependencyResolver
            init(injecting dependencies: TickerDependencyResolver) { self.dependencies = dependencies }
        }

        final class Pass {
            // weaver: ticker = Ticker
            let dependencies: PassDependencyResolver
            init(injecting dependencies: PassDependencyResolver) { self.dependencies = dependencies }
        }

        final class Step {
            // weaver: onDone <= () -> Int
            // weaver: pass = Pass
            let dependencies: StepDependencyResolver
            init(injecting dependencies: StepDependencyResolver) { self.dependencies = dependencies }
        }

        final class App {
            // weaver: logger = Logger <- Logging
            // weaver: session = Session
            // weaver: session.scope = .lazy
            // weaver: home = Home
            // weaver: leaf = Leaf
            // weaver: detail = Detail
            // weaver: detail.scope = .transient
            // weaver: step = Step
            // weaver: step.scope = .transient
            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        weak var weakHome: Home?
        weak var weakLeaf: Leaf?
        do {
            let root = App(injecting: MainDependencyContainer.appDependencyResolver()).dependencies
            print(built)
            let middle = root.home.dependencies.middle.dependencies
            let leaf = middle.leaf
            print(built, leaf.dependencies.logger === root.logger, leaf.dependencies.session === root.session)
            print(middle.leaf === leaf, root.leaf !== leaf, root.leaf.dependencies.session === root.session)
            print(middle.card !== middle.card, middle.card.dependencies.session === root.session)
            let deep = middle.sub.dependencies.deep.dependencies
            print(deep.database === middle.database, deep.logger === root.logger)
            print(root.detail(id: 7).dependencies.id, root.detail(id: 8).dependencies.row.dependencies.logger === root.logger)
            print(root.step(onDone: { 42 }).dependencies.pass.dependencies.ticker.dependencies.onDone())
            weakHome = root.home
            weakLeaf = leaf
        }
        print(weakHome == nil, weakLeaf == nil)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, """
        ["leaf"]
        ["leaf", "middle", "leaf"] true true
        true true true
        true true
        true true
        7 true
        42
        true true

        """)
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        // Home and Middle only pass the leaf's needs on: they take closures, not the needs.
        XCTAssertTrue(generated.contains("init(makeMiddle: @escaping () -> Middle) {"), generated)
        XCTAssertTrue(generated.contains("func buildMiddle() -> Middle {"), generated)
        XCTAssertTrue(generated.contains("func buildRow() -> Row { Row(injecting: RowDependencyContainer(logger: loggerSlot)) }"), generated)
        // Middle provides `database` to Deep, so it builds Sub itself, and Deep in a function of its own.
        XCTAssertTrue(generated.contains("func buildDeep() -> Deep {"), generated)
    }
}
