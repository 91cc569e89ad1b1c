import Foundation
import XCTest

/// docs/semantics.md, Scopes: memoized slots are built exactly once even when read from several threads at
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

    /// Two lazy registrations whose builders read each other: a cycle that the builders break in
    /// the graph, so weaver accepts it, and that only shows when they run.
    private static let readEachOther = """
    import Foundation

    /// Holds each builder until both are running, so that each then reads the other's slot while
    /// that one is being built on the other thread. With a single reader nothing waits here.
    final class Rendezvous: @unchecked Sendable {
        private let condition = NSCondition()
        private var arrived = 0
        var expected = 2

        func arriveAndWait() {
            condition.lock()
            arrived += 1
            condition.broadcast()
            while arrived < expected { condition.wait() }
            condition.unlock()
        }
    }
    let rendezvous = Rendezvous()

    final class Alpha {}
    final class Beta {}

    func makeAlpha(_ resolver: AlphaInputDependencyResolver) -> Alpha {
        rendezvous.arriveAndWait()
        _ = resolver.beta
        return Alpha()
    }

    func makeBeta(_ resolver: BetaInputDependencyResolver) -> Beta {
        rendezvous.arriveAndWait()
        _ = resolver.alpha
        return Beta()
    }

    final class App: @unchecked Sendable {
        // weaver: alpha = Alpha
        // weaver: alpha.scope = .lazy
        // weaver: alpha.builder = makeAlpha
        // weaver: beta = Beta
        // weaver: beta.scope = .lazy
        // weaver: beta.builder = makeBeta

        let dependencies: AppDependencyResolver

        init(injecting dependencies: AppDependencyResolver) {
            self.dependencies = dependencies
        }
    }

    """

    func testBuildersReadingEachOtherOnOneThreadStopWithTheirName() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
        import Foundation

        rendezvous.expected = 1
        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        FileHandle.standardError.write(Data("container built\\n".utf8))
        _ = app.dependencies.alpha
        FileHandle.standardError.write(Data("not reached\\n".utf8))

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": Self.readEachOther, "main.swift": main], in: folder, timeout: 20)
        XCTAssertFalse(run.timedOut, "the program hung instead of stopping: \(run.standardError)")
        XCTAssertTrue(run.stoppedBySignal, "status \(run.status): \(run.standardError)")
        XCTAssertTrue(run.standardError.hasPrefix("container built\n"), run.standardError)
        XCTAssertTrue(run.standardError.contains("weaver: 'alpha' was read while it was being built; a builder or initializer reads its own result"),
                      run.standardError)
        XCTAssertFalse(run.standardError.contains("not reached"), run.standardError)
    }

    /// Under `--mainactor` the slots take no lock (none is emitted): a setter still stores, a lazy
    /// slot is still built once, and builders reading each other still stop with the message.
    func testMainActorSlotsWithoutLocksKeepTheirBehaviour() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = """
        final class Alpha {}
        final class Beta {}
        final class Theme {}
        final class Counter { nonisolated(unsafe) static var built = 0; init() { Counter.built += 1 } }

        @MainActor func makeAlpha(_ resolver: AlphaInputDependencyResolver) -> Alpha {
            _ = resolver.beta
            return Alpha()
        }

        @MainActor func makeBeta(_ resolver: BetaInputDependencyResolver) -> Beta {
            _ = resolver.alpha
            return Beta()
        }

        @MainActor
        final class App {
            // weaver: alpha = Alpha
            // weaver: alpha.scope = .lazy
            // weaver: alpha.builder = makeAlpha
            // weaver: beta = Beta
            // weaver: beta.scope = .lazy
            // weaver: beta.builder = makeBeta
            // weaver: theme = Theme
            // weaver: theme.setter = true
            // weaver: counter = Counter
            // weaver: counter.scope = .lazy

            let dependencies: AppDependencyResolver

            init(injecting dependencies: AppDependencyResolver) {
                self.dependencies = dependencies
            }
        }

        """
        let main = """
        import Foundation

        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        let theme = Theme()
        app.dependencies.setTheme(theme)
        print(app.dependencies.theme === theme)
        print(app.dependencies.counter === app.dependencies.counter, Counter.built)
        fflush(nil)
        _ = app.dependencies.alpha
        print("not reached")

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": app, "main.swift": main], in: folder,
                                                     weaverArguments: ["--mainactor"], timeout: 20)
        let generated = try String(contentsOf: folder.appendingPathComponent("Weaver.swift"), encoding: .utf8)
        XCTAssertFalse(generated.contains("pthread"), "no lock under --mainactor")
        XCTAssertFalse(run.timedOut, run.standardError)
        XCTAssertTrue(run.stoppedBySignal, "status \(run.status): \(run.standardError)")
        XCTAssertEqual(run.standardOutput, "true\ntrue 1\n")
        XCTAssertTrue(run.standardError.contains("weaver: 'alpha' was read while it was being built"), run.standardError)
    }

    /// The same cycle split across two threads, each inside its builder before it reads the other
    /// slot: each would wait for the other forever, so the wait that closes the cycle stops instead.
    func testBuildersReadingEachOtherOnTwoThreadsStopInsteadOfDeadlocking() throws {
        let folder = try EndToEnd.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = """
        import Foundation

        let app = App(injecting: MainDependencyContainer.appDependencyResolver())
        FileHandle.standardError.write(Data("container built\\n".utf8))
        let done = DispatchSemaphore(value: 0)
        Thread { [app] in _ = app.dependencies.alpha; done.signal() }.start()
        Thread { [app] in _ = app.dependencies.beta; done.signal() }.start()
        done.wait()
        done.wait()
        FileHandle.standardError.write(Data("not reached\\n".utf8))

        """
        let run = try EndToEnd.generateCompileAndRun(files: ["App.swift": Self.readEachOther, "main.swift": main], in: folder, timeout: 20)
        XCTAssertFalse(run.timedOut, "the threads deadlocked instead of stopping: \(run.standardError)")
        XCTAssertTrue(run.stoppedBySignal, "status \(run.status): \(run.standardError)")
        XCTAssertTrue(run.standardError.hasPrefix("container built\n"), run.standardError)
        // Whichever thread waits second closes the cycle, and names the slot it waits for.
        let messages = [
            "weaver: 'alpha' was read while it was being built; builders on several threads read each other's results ('alpha' reads 'beta', which reads 'alpha')",
            "weaver: 'beta' was read while it was being built; builders on several threads read each other's results ('beta' reads 'alpha', which reads 'beta')",
        ]
        XCTAssertTrue(messages.contains { run.standardError.contains($0) }, run.standardError)
        XCTAssertFalse(run.standardError.contains("not reached"), run.standardError)
    }
}
