import API
import Foundation

// weaver: import API

final class HomeViewController: ViewController {
    @Weaver(.reference)
    var logger: Logger

    @Weaver(.reference)
    var movieManager: MovieManaging

    @WeaverP2(.registration, type: MovieViewController.self, scope: .transient)
    var movieController: (UInt, String) -> ViewController

    // weaver: settings = SettingsViewController
    // weaver: settings.scope = .lazy

    let dependencies: HomeViewControllerDependencyResolver

    required init(injecting dependencies: HomeViewControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init(name: "home")
    }
}

final class MovieViewController: ViewController {
    let dependencies: MovieViewControllerDependencyResolver

    // weaver: movieID <= UInt
    // weaver: title <= String

    // weaver: movieManager <- MovieManaging
    // weaver: imageManager <- ImageManaging

    // weaver: reviewController = WSReviewViewController
    // weaver: reviewController.scope = .transient

    required init(injecting dependencies: MovieViewControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init(name: "movie \(dependencies.movieID)")
    }

    func load() -> String { dependencies.movieManager.movie(id: dependencies.movieID) }
}

/// Both styles in one type; built concurrently from several threads by the checks.
final class WSReviewViewController: ViewController {
    @Weaver(.parameter)
    var movieID: UInt

    // weaver: reviewManager <- ReviewManaging

    let dependencies: WSReviewViewControllerDependencyResolver

    init(injecting dependencies: WSReviewViewControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init(name: "reviews")
    }
}

/// Registered, with no references and no parameters: as in Weaver 1.x it also gets
/// `MainDependencyContainer.settingsViewControllerDependencyResolver()`, for previews and tests.
final class SettingsViewController: ViewController {
    // weaver: preferences = Preferences

    let dependencies: SettingsViewControllerDependencyResolver

    init(injecting dependencies: SettingsViewControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init(name: "settings")
    }
}

final class Preferences {
    var darkMode = false
}
