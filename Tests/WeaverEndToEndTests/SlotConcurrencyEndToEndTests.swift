import Foundation
import XCTest

/// SPEC §5 Scopes: memoized slots are built exactly once even when read from several threads at
/// once, and a re-entrant read of a slot being built stops with a message naming it instead of
/// deadlocking. The generated slots guard their state with shared lock stripes that are never held
/// while building, so this checks both halves on a real program.
final class SlotConcurrencyEndToEndTests: XCTestCase {
    func testConcurrentFirstReadsBuildEachSlotOnce() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        import Foundation

        final class Counter: @unchecked Sendable {
            private let lock = NSLock()
            private var counts: [String: Int] = [:]
            func add(_ name: String) { lock.lock(); counts[name, default: 0] += 1; lock.unlock() }
            func count(_ name: String) -> Int { lock.lock(); defer { lock.unlock() }; return counts[name, default: 0] }
        }
        let counter = Counter()

        /// Slow to build, so that readers on other threads arrive while it is being built.
        final class Slow {
            init() { counter.add("Slow"); Thread.sleep(forTimeInterval: 0.05) }
        }
        final class Held {
            init() { counter.add("Held"); Thread.sleep(forTimeInterval: 0.05) }
        }
        final class Lazies {
            init() { counter.add("Lazies") }
        }

        final class App {
            // weaver: slow = Slow
            // weaver: slow.scope = .lazy
            // weaver: held = Held
            // weaver: held.scope = .weak
            // weaver: lazies = Lazies
            // weaver: lazies.scope = .lazy

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }
        }

        """
        let main = """
        import Foundation

        final class Box: @unchecked Sendable {
            let app = App(injecting: MainDependencyContainer.appDependencyResolver())
            var slows: [ObjectIdentifier] = []
            var helds: [Held] = []
            let lock = NSLock()
        }
        let box = Box()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let slow = box.app.dependencies.slow
            let held = box.app.dependencies.held
            _ = box.app.dependencies.lazies
            box.lock.lock()
            box.slows.append(ObjectIdentifier(slow))
            box.helds.append(held)
            box.lock.unlock()
        }
        print("Slow built \\(counter.count("Slow")), Held built \\(counter.count("Held")), Lazies built \\(counter.count("Lazies"))")
        print("readers saw \\(Set(box.slows).count) Slow and \\(Set(box.helds.map(ObjectIdentifier.init)).count) Held")

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "Slow built 1, Held built 1, Lazies built 1\nreaders saw 1 Slow and 1 Held\n")
    }

    func testReadingASlotWhileItIsBeingBuiltStopsWithItsName() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The builder of `engine` reads `engine` through its input resolver: a cycle through a
        // builder's own code, which only shows when it runs.
        let app = """
        final class Engine {}

        func makeEngine(_ resolver: EngineInputDependencyResolver) -> Engine {
            _ = resolver.engine
            return Engine()
        }

        final class App {
            // weaver: engine = Engine
            // weaver: engine.scope = .lazy
            // weaver: engine.builder = makeEngine

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }
        }

        """
        let main = """
        import Foundation

        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        FileHandle.standardError.write(Data("container built\\n".utf8))
        _ = app.dependencies.engine
        FileHandle.standardError.write(Data("not reached\\n".utf8))

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder)
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.standardError.hasPrefix("container built\n"), run.standardError)
        XCTAssertTrue(run.standardError.contains("weaver: 'engine' was read while it was being built"), run.standardError)
        XCTAssertFalse(run.standardError.contains("not reached"), run.standardError)
    }
}
