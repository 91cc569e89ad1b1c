// The app module of the re-created Weaver 1.x sample, with the same dependency graph, for Linux.
import API
import Foundation

/// Stands in for `UIViewController`.
class ViewController {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// A self-building root in Weaver 1.x style: property wrappers filled from the resolver that the
/// first stored property makes.
final class AppDelegate {
    private let dependencies = MainDependencyContainer.appDelegateDependencyResolver()

    @Weaver(.registration, type: Logger.self, scope: .container)
    var logger: Logger

    @Weaver(.registration, type: HTTPSession.self, scope: .container, builder: AppDelegate.makeSession)
    var urlSession: HTTPSession

    @Weaver(.registration, type: MovieAPI.self, scope: .container, builder: AppDelegate.makeMovieAPI)
    var movieAPI: APIProtocol

    // Another module's type without a builder: built with its generated public `ImageManager()`.
    @Weaver(.registration, type: ImageManager.self, scope: .container)
    var imageManager: ImageManaging

    @Weaver(.registration, type: MovieManager.self, scope: .container, builder: AppDelegate.makeMovieManager)
    var movieManager: MovieManaging

    @Weaver(.registration, type: HomeViewController.self, scope: .container, objc: true)
    var homeViewController: ViewController

    // weaver: reviewManager = ReviewManager <- ReviewManaging
    // weaver: reviewManager.scope = .container
    // weaver: reviewManager.objc = true

    var reviewManager: ReviewManaging { dependencies.reviewManager }
}

extension AppDelegate {
    /// As Weaver 1.x apps may: the builder takes its registering type's own resolver.
    static func makeSession(_: AppDelegateDependencyResolver) -> HTTPSession {
        HTTPSession(name: "https://api.example.org")
    }

    /// A builder typed with the per-dependency protocols it reads.
    static func makeMovieAPI(_ dependencies: UrlSessionResolver & LoggerResolver) -> APIProtocol {
        MovieAPI(urlSession: dependencies.urlSession)
    }

    /// As 1.x's sample does: the public initializer takes the parameter first, then the reference.
    static func makeMovieManager(_ dependencies: MovieManagerInputDependencyResolver) -> MovieManaging {
        MovieManager(host: "https://api.example.org/3", logger: dependencies.logger)
    }
}
