import API
import Foundation

final class Checks: @unchecked Sendable {
    private let lock = NSLock()
    private var failed = 0

    func check(_ condition: Bool, _ description: String) {
        lock.lock()
        defer { lock.unlock() }
        print((condition ? "PASS: " : "FAIL: ") + description)
        if !condition { failed += 1 }
    }

    var failures: Int {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }
}

/// A hand-written spy conforming to a generated resolver.
final class PersonSpy: PersonManagerDependencyResolver {
    let movieAPI: APIProtocol = MovieAPI(urlSession: HTTPSession(name: "spy"))
}

let checks = Checks()
let app = AppDelegate()
checks.check(app.movieAPI.send(path: "/x") == "https://api.example.org/x", "builders: MovieAPI(urlSession:) with the session from its own builder")
let movieManager = app.movieManager as? MovieManager
checks.check(movieManager?.logger === app.logger, "builders: MovieManager(host:logger:) gets the app's logger")
checks.check(movieManager?.host == "https://api.example.org/3", "builders: MovieManager(host:logger:) gets its parameter")
checks.check(app.imageManager.image(for: "/p.png") == "https://images.example.org/p.png",
             "API module: a registration without a builder builds ImageManager() with its own session")
let home = app.homeViewController as? HomeViewController
checks.check(home?.logger === app.logger && home?.movieManager === app.movieManager, "wrappers: references resolve from the app")
let movie = home?.movieController(42, "Heat") as? MovieViewController
checks.check(movie?.dependencies.movieID == 42 && movie?.dependencies.title == "Heat", "WeaverP2: the factory passes both parameters")
checks.check(movie?.load() == "https://api.example.org/3https://shared.example.org/movie/42",
             "two levels: the movie manager comes from the app, with its own API and session")
checks.check(movie?.dependencies.imageManager === app.imageManager, "two levels: the image manager comes from the app")

// Weaver 1.x's generated API: class-bound resolvers (held weakly, compared with ===) and an entry
// point for a registered type without references or parameters.
let settingsResolver = MainDependencyContainer.settingsViewControllerDependencyResolver()
weak var weakResolver: SettingsViewControllerDependencyResolver? = settingsResolver
let settings = SettingsViewController(injecting: settingsResolver)
checks.check(weakResolver === settings.dependencies, "class-bound resolvers: held weakly and compared with ===")
checks.check(settings.dependencies.preferences === settings.dependencies.preferences, "entry point of a registered type builds its graph")
let homeSettings = home?.dependencies.settings
checks.check(homeSettings != nil && homeSettings !== settings, "the registered type is also built by its registering type")
let review = movie?.dependencies.reviewController(movieID: 42)
checks.check(review?.movieID == 42 && review?.dependencies.reviewManager === app.reviewManager, "mixed styles: wrapper parameter and comment reference")
checks.check(PersonManager(injecting: PersonSpy()).popular() == "spy/person/popular", "isolated: built by hand with a spy")

// Objects with @Weaver properties built at the same time on several threads each get their own values.
final class Box: @unchecked Sendable {
    let movie: MovieViewController?
    init(_ movie: MovieViewController?) { self.movie = movie }
}
let shared = Box(movie)
DispatchQueue.concurrentPerform(iterations: 64) { index in
    let controller = shared.movie?.dependencies.reviewController(movieID: UInt(index))
    if controller?.movieID != UInt(index) {
        checks.check(false, "concurrency: review controller \(index) got movie \(String(describing: controller?.movieID))")
    }
}
checks.check(true, "concurrency: 64 review controllers built on several threads got their own parameters")

if checks.failures == 0 {
    print("ALL CHECKS PASSED")
} else {
    print("\(checks.failures) CHECKS FAILED")
    exit(1)
}
