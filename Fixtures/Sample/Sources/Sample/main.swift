// Exercises every scope of the generated container and prints one line per check.
// The end-to-end test runs this program and expects "ALL CHECKS PASSED" and exit status 0.
import Foundation

let counter = InstanceCounter.shared
/// Failed checks; a class so that the same code compiles in Swift 5 and Swift 6 modes.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var descriptions: [String] = []

    func record(_ description: String) {
        lock.lock()
        defer { lock.unlock() }
        descriptions.append(description)
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return descriptions.count
    }
}

let failures = FailureLog()

func check(_ condition: Bool, _ description: String) {
    print((condition ? "PASS: " : "FAIL: ") + description)
    if !condition { failures.record(description) }
}

/// Weak references to everything the graph built, to prove that releasing the root frees them.
final class Observed {
    private var references: [() -> AnyObject?] = []

    func watch(_ object: AnyObject) {
        references.append({ [weak object] in object })
    }

    var aliveCount: Int { references.filter { $0() != nil }.count }
    var count: Int { references.count }
}

let observed = Observed()

do {
    let resolver = MainDependencyContainer.appDependencyResolver()
    check(counter.created("ConsoleLogger") == 1, "container: the logger is built when the root's resolver is made")
    check(counter.created("HomeController") == 1 && counter.created("DetailController") == 1,
          "container: home and its own container-scoped detail are built with the resolver")
    check(counter.created("Analytics") == 1, "builder: analytics is built by its custom builder with the resolver")
    check(counter.created("Session") == 0, "lazy: the session is not built before it is read")

    let app = App(injecting: resolver)
    let dependencies = app.dependencies
    observed.watch(app)

    let session = dependencies.session
    check(counter.created("Session") == 1, "lazy: the session is built on first read")
    check(dependencies.session === session, "lazy: later reads share the same session")
    observed.watch(session)

    let home = dependencies.home
    let detail = home.dependencies.detail
    check(detail.dependencies.session === session, "two levels: the detail controller reads the root's session through home")
    check(home.dependencies.logger === dependencies.logger, "reference: home's logger is the root's logger")
    check(dependencies.home === home, "container: home is shared")
    observed.watch(home)
    observed.watch(detail)
    observed.watch(dependencies.logger)

    do {
        let first = dependencies.imageCache
        check(dependencies.imageCache === first, "weak: reads share the instance while someone holds it")
        check(detail.dependencies.imageCache === first, "weak: descendants share it too")
        check(counter.created("ImageCache") == 1, "weak: built once while held")
    }
    check(counter.alive("ImageCache") == 0, "weak: the instance goes away with its last user")
    _ = dependencies.imageCache
    check(counter.created("ImageCache") == 2, "weak: it is rebuilt after release")

    let firstToken = dependencies.requestToken
    let secondToken = dependencies.requestToken
    check(firstToken !== secondToken && counter.created("RequestToken") == 2, "transient: every read builds a new instance")

    let heat = dependencies.movieController(movieID: 42, title: "Heat")
    let alien = dependencies.movieController(movieID: 7, title: "Alien")
    check(heat !== alien && counter.created("MovieController") == 2, "factory: every call builds a new controller")
    check(heat.dependencies.movieID == 42 && heat.dependencies.title == "Heat", "factory: the parameters reach the controller")
    check(heat.dependencies.reviews.dependencies.movieID == 42 && alien.dependencies.reviews.dependencies.movieID == 7,
          "parameters: a parameter is visible to the subtree it was passed to")
    check(heat.dependencies.logger === dependencies.logger, "factory: the controller's logger is the root's")
    check(heat.dependencies.reviews.dependencies.requestToken !== heat.dependencies.reviews.dependencies.requestToken,
          "two levels: a transient dependency from the root stays transient below")
    observed.watch(heat)
    observed.watch(heat.dependencies.reviews)

    check(dependencies.analytics.logger === dependencies.logger, "builder: the builder's resolver gives the root's logger")
    observed.watch(dependencies.analytics)

    let theme = Theme(name: "dark")
    dependencies.setTheme(theme)
    check(dependencies.theme === theme, "setter: the value set is read back")
    check(detail.dependencies.theme.name == "dark", "setter: descendants built before the value was set see it")
    observed.watch(theme)

    let client = HTTPClient(baseURL: "https://example.org")
    let api = MovieAPI(client: client)
    check(api.dependencies.client === client, "public root: the public initializer passes its argument")
    check(api.dependencies.responses.dependencies.client === client, "public root: its own reference satisfies a descendant")
    observed.watch(api)
    observed.watch(api.dependencies.responses)

    check(observed.aliveCount == observed.count, "memory: everything observed is alive while the root is")
}

check(observed.aliveCount == 0, "memory: releasing the root releases everything it built (\(observed.aliveCount) of \(observed.count) still alive)")
var survivor: MovieController?
do {
    let resolver = MainDependencyContainer.appDependencyResolver()
    survivor = resolver.movieController(movieID: 1, title: "Up")
}
check(survivor?.dependencies.logger.messages.contains("movie 1 built") == true && survivor?.dependencies.reviews.dependencies.movieID == 1,
      "memory: a child that outlives its root's resolver still works")
survivor = nil

check(counter.totalAlive == 0, "memory: no counted instance outlives the root")

if failures.count == 0 {
    print("ALL CHECKS PASSED")
} else {
    print("\(failures.count) CHECKS FAILED")
    exit(1)
}
