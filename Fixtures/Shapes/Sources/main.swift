// Checks that code generated for every shape of type compiles and behaves.
import Foundation

final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = 0

    func check(_ condition: Bool, _ description: String) {
        print((condition ? "PASS: " : "FAIL: ") + description)
        lock.lock()
        defer { lock.unlock() }
        if !condition { failed += 1 }
    }

    var failures: Int {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}

final class Finisher: Delegate {
    var finished = false
    func didFinish() { finished = true }
}

let log = FailureLog()
let root = Root()
let dependencies = root.dependencies

log.check(dependencies.index.dependencies.page.dependencies.title == "Shapes", "nested: Catalog.Index builds Catalog.Page, whose title comes from the root")
log.check(dependencies.movies.dependencies.database === dependencies.people.dependencies.database, "generic: both specializations share the root's database")
dependencies.store.write("abc")
let finisher = Finisher()
var closed = false
let screen = dependencies.screen(onClose: { closed = true }, delegate: finisher, loader: fortyTwo, pair: (id: 3, name: "three"))
log.check(screen.dependencies.reader.read() == "abc", "composition: 'Reading & Writing' satisfies a 'Reading' reference")
log.check(screen.dependencies.config?.flags["beta"] == true, "optional: a registration exposed as 'Config?' satisfies 'Config?'")
screen.dependencies.onClose()
screen.dependencies.delegate?.didFinish()
log.check(closed && finisher.finished, "closure and weak parameters reach the screen")
log.check(screen.dependencies.repository === dependencies.movies, "generic reference: Repository<Movie> resolves to the root's movies")
log.check(screen.dependencies.pair.name == "three", "tuple parameter with labels")
log.check(dependencies.formatter(prefix: "> ").format("x") == "> x@6", "struct factory with a reference built by a builder")
log.check(Stamp(clock: Clock(now: 1)).dependencies.clock.now == 1, "public struct: public init(clock:)")
log.check(dependencies.printer.label == "#Shapes@6", "builder closure literal with an input resolver holding a factory")
log.check(dependencies.left.dependencies.shared.dependencies.label == "left", "diamond: Shared under Left reads Left's label")
log.check(dependencies.right.dependencies.shared.dependencies.label == "right", "diamond: Shared under Right reads Right's label")
log.check(dependencies.badge.text == "Shapes", "builder input resolver shared by two registering types, from the one registering its input")
log.check(dependencies.left.dependencies.badge.text == "Shapes!", "builder input resolver shared by two registering types, from the one referencing its input")

let worker = dependencies.worker(jobs: [1, 2, 3])
let group = DispatchGroup()
let box = ResultBox()
group.enter()
Task.detached {
    box.set(await worker.total())
    group.leave()
}
group.wait()
log.check(box.value == 6, "actor: built by a factory, used from a task")

let loaded = ResultBox()
let loaderGroup = DispatchGroup()
loaderGroup.enter()
let loader = screen.dependencies.loader
let sendableLoader = LoaderBox(loader)
Task.detached {
    loaded.set((try? await sendableLoader.loader()) ?? 0)
    loaderGroup.leave()
}
loaderGroup.wait()
log.check(loaded.value == 42, "async throwing closure parameter")

/// A nonisolated function, so the detached task below never waits for the main actor.
func fortyTwo() async throws -> Int { 42 }

final class LoaderBox: @unchecked Sendable {
    let loader: () async throws -> Int
    init(_ loader: @escaping () async throws -> Int) { self.loader = loader }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = 0
    func set(_ value: Int) { lock.lock(); stored = value; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return stored }
}

if log.failures == 0 {
    print("ALL CHECKS PASSED")
} else {
    print("\(log.failures) CHECKS FAILED")
    exit(1)
}
