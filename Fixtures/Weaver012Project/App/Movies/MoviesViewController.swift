final class MoviesViewController {
    // weaver: movieManager <- MovieManaging
    private let dependencies: MoviesViewControllerDependencyResolver

    init(injecting dependencies: MoviesViewControllerDependencyResolver) {
        self.dependencies = dependencies
    }

    func title() -> String { dependencies.movieManager.movies().joined(separator: ", ") }
}
