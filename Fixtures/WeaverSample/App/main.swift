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
checks.check(app.movieAPI.send(path: "/x") == "https://api.example.org/x", "builders: the API is built with the session from its own builder")
checks.check((app.movieManager as? MovieManager)?.logger === app.logger, "builders: the movie manager gets the app's logger")
let home = app.homeViewController as? HomeViewController
checks.check(home?.logger === app.logger && home?.movieManager === app.movieManager, "wrappers: references resolve from the app")
let movie = home?.movieController(42, "Heat") as? MovieViewController
checks.check(movie?.dependencies.movieID == 42 && movie?.dependencies.title == "Heat", "WeaverP2: the factory passes both parameters")
checks.check(movie?.load() == "https://api.example.org/movie/42", "two levels: the movie manager comes from the app")
checks.check(movie?.dependencies.imageManager.image(for: "/p.png") == "https://api.example.org/images/p.png", "API module: ImageManager(movieAPI:)")
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
