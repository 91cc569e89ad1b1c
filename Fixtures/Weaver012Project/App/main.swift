final class AppDelegate {
    // Weaver 0.12 generated `AppDelegateDependencyContainer()`; its successor is private.
    private let dependencies = MainDependencyContainer.appDelegateDependencyResolver()

    // weaver: movieManager = MovieManager <- MovieManaging
    // weaver: movieManager.scope = .container

    // weaver: moviesViewController = MoviesViewController
    // weaver: moviesViewController.scope = .container

    func start() -> String {
        dependencies.moviesViewController.title()
    }
}

print(AppDelegate().start())
