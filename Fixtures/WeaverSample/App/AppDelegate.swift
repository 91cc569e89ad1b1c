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

    @Weaver(.registration, scope: .container)
    var logger: Logger

    @Weaver(.registration, scope: .container, builder: AppDelegate.makeSession)
    var urlSession: HTTPSession

    @Weaver(.registration, type: MovieAPI.self, scope: .container, builder: AppDelegate.makeMovieAPI)
    var movieAPI: APIProtocol

    @Weaver(.registration, type: ImageManager.self, scope: .container, builder: AppDelegate.makeImageManager)
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
    static func makeSession(_: HTTPSessionInputDependencyResolver) -> HTTPSession {
        HTTPSession(name: "https://api.example.org")
    }

    static func makeMovieAPI(_ dependencies: MovieAPIInputDependencyResolver) -> APIProtocol {
        MovieAPI(urlSession: dependencies.urlSession)
    }

    static func makeImageManager(_ dependencies: ImageManagerInputDependencyResolver) -> ImageManaging {
        ImageManager(movieAPI: dependencies.movieAPI)
    }

    static func makeMovieManager(_ dependencies: MovieManagerInputDependencyResolver) -> MovieManaging {
        MovieManager(logger: dependencies.logger, movieAPI: dependencies.movieAPI)
    }
}
