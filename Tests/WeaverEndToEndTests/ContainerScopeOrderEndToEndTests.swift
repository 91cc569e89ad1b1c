import Foundation
import XCTest

/// docs/semantics.md, Scopes, `container`: everything is built when the owning resolver is created and shared
/// for its lifetime, whatever the declaration order. The generator builds such registrations as
/// constants ordered by what they read, so a registration declared first that reads one declared
/// later must still get the shared instance, as must lazy and transient registrations reading it.
final class ContainerScopeOrderEndToEndTests: XCTestCase {
    func testContainerRegistrationsShareInstancesWhateverTheirOrder() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        nonisolated(unsafe) var built: [String] = []

        final class Store {
            init() { built.append("Store") }
        }
        final class Clock {
            init() { built.append("Clock") }
        }

        final class Screen {
            // weaver: store <- Store
            // weaver: clock <- Clock
            let dependencies: ScreenDependencyResolver
            init(injecting dependencies: ScreenDependencyResolver) {
                self.dependencies = dependencies
                built.append("Screen")
            }
        }

        final class Panel {
            // weaver: store <- Store
            let dependencies: PanelDependencyResolver
            init(injecting dependencies: PanelDependencyResolver) {
                self.dependencies = dependencies
                built.append("Panel")
            }
        }

        final class App {
            // weaver: screen = Screen
            // weaver: panel = Panel
            // weaver: panel.scope = .lazy
            // weaver: popup = Panel
            // weaver: popup.scope = .transient
            // weaver: store = Store
            // weaver: clock = Clock

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }
        }

        """
        let main = """
        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        print(built.joined(separator: " "))
        let screen = app.dependencies.screen
        print(screen.dependencies.store === app.dependencies.store, screen.dependencies.clock === app.dependencies.clock)
        print(app.dependencies.panel.dependencies.store === app.dependencies.store)
        print(app.dependencies.popup.dependencies.store === app.dependencies.store, app.dependencies.popup !== app.dependencies.popup)
        print(built.filter { $0 == "Store" }.count, built.filter { $0 == "Clock" }.count)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, run.standardOutput)
        // Created with the resolver: the screen and both services, nothing lazy or transient.
        XCTAssertEqual(Set(lines.first?.split(separator: " ").map(String.init) ?? []), ["Store", "Clock", "Screen"], run.standardOutput)
        XCTAssertEqual(Array(lines.dropFirst()), ["true true", "true", "true true", "1 1"])
    }

    /// A `.container` registration in a cycle that a lazy builder breaks (the builder's resolver
    /// reads it, it reads the lazy one) keeps its slot: neither can be built before the other.
    func testAContainerRegistrationInACycleBrokenByABuilderStillShares() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        final class Engine {
            // weaver: wheel <- Wheel
            let dependencies: EngineDependencyResolver
            init(injecting dependencies: EngineDependencyResolver) { self.dependencies = dependencies }
        }
        final class Wheel {
            let resolver: WheelInputDependencyResolver
            init(resolver: WheelInputDependencyResolver) { self.resolver = resolver }
        }
        func makeWheel(_ resolver: WheelInputDependencyResolver) -> Wheel { Wheel(resolver: resolver) }

        final class App {
            // weaver: engine = Engine
            // weaver: wheel = Wheel
            // weaver: wheel.scope = .lazy
            // weaver: wheel.builder = makeWheel
            let dependencies: AppDependencyResolver
            init(injecting dependencies: AppDependencyResolver) { self.dependencies = dependencies }
        }

        """
        let main = """
        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        let wheel = app.dependencies.engine.dependencies.wheel
        print(wheel === app.dependencies.wheel, wheel.resolver.engine === app.dependencies.engine)

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "true true\n")
    }
}
