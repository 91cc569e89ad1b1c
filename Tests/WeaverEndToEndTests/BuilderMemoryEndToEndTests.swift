import Foundation
import XCTest

/// docs/semantics.md, Memory with builders: a transient or weak registration built by a builder receives a
/// resolver that includes itself; that must not keep its container's objects alive after the root
/// is released.
final class BuilderMemoryEndToEndTests: XCTestCase {
    func testReleasingTheRootReleasesWhatATransientOrWeakBuilderCouldReach() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        nonisolated(unsafe) var released: [String] = []

        final class Thing {}
        final class Gadget {}
        final class Kid {
            deinit { released.append("Kid") }
        }

        final class App {
            // weaver: thing = Thing
            // weaver: thing.scope = .transient
            // weaver: thing.builder = { _ in Thing() }
            // weaver: gadget = Gadget
            // weaver: gadget.scope = .weak
            // weaver: gadget.builder = { _ in Gadget() }
            // weaver: kid = Kid

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }

            deinit { released.append("App") }
        }

        """
        let main = """
        do {
            let app = App(injecting: MainDependencyContainer.appDependencyResolver())
            _ = app.dependencies.thing
            _ = app.dependencies.gadget
            _ = app.dependencies.kid
        }
        print(released.sorted())

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "[\"App\", \"Kid\"]\n")
    }
}
