@testable import API
import Foundation

/// Counts failed checks; a class, so the same code compiles in Swift 5 and Swift 6 modes.
final class Checks {
    private(set) var failures = 0

    func check(_ condition: Bool, _ description: String) {
        print((condition ? "PASS: " : "FAIL: ") + description)
        if !condition { failures += 1 }
    }
}

let checks = Checks()
let check = checks.check

// Hand-written spies, as 1.x's MovieManagerTests and ImageManagerTests use them.
let movieSpy = MovieManagerDependencyResolverSpy()
let movieManager = MovieManager(injecting: movieSpy)
check(movieManager.movie(id: 42) == "https://test.example.orgspy/movie/42", "spy: MovieManager reads the spy's host and API")
check(movieSpy.movieAPISpy.paths == ["/movie/42"], "spy: the request went to the API spy")
check(movieSpy.logger.messages == ["movie 42"], "spy: the manager logged through the spy's logger")
weak var weakSpy: MovieManagerDependencyResolver? = movieSpy
check(weakSpy === movieSpy, "class-bound resolvers: a spy is held weakly and compared with ===")

let imageSpy = ImageManagerDependencyResolverSpy()
check(ImageManager(injecting: imageSpy).image(for: "/p.png") == "spy/p.png", "spy: ImageManager reads the spy's API")

// The generated stub (`weaver swift --tests --testable-imports API`).
let stub = MainDependencyResolverStub()
stub.loggerDouble = Logger()
stub.movieAPIDouble = APISpy()
let stubbed = stub.buildMovieManager(host: nil)
check(stubbed.movie(id: 7) == "spy/movie/7", "stub: buildMovieManager(host:) with an unset optional host")
check(stub.loggerDouble?.messages == ["movie 7"], "stub: the logger double was used")

// A test subclassing the stub to override a member, as 1.x-era tests do.
final class SpyAPIStub: MainDependencyResolverStub {
    let api = APISpy()
    override var movieAPI: APIProtocol { api }
}
let subclassed = SpyAPIStub()
subclassed.loggerDouble = Logger()
_ = subclassed.buildMovieManager(host: "h").movie(id: 3)
check(subclassed.api.paths == ["/movie/3"], "stub subclass: the overridden movieAPI was used")

// The API module's own entry point: ImageManager has no references and no parameters.
let resolver = MainDependencyContainer.imageManagerDependencyResolver()
check(ImageManager(injecting: resolver).image(for: "/q.png") == "https://images.example.org/q.png",
      "entry point: imageManagerDependencyResolver() builds the manager's own graph")
check(ImageManager().image(for: "/r.png") == "https://images.example.org/r.png", "public ImageManager() builds the same graph")

if checks.failures == 0 {
    print("ALL CHECKS PASSED")
} else {
    print("\(checks.failures) CHECKS FAILED")
    exit(1)
}
