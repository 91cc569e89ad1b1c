final class App {
    // weaver: logger = Logger
    // weaver: home = Home
    // weaver: cache = Cache
    // weaver: movieController = MovieController
    // weaver: movieController.scope = .transient

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class MovieController {
    // weaver: movieID <= Int
    init(injecting _: MovieControllerDependencyResolver) {}
}
