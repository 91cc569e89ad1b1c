final class App {
    // weaver: logger = Logger
    // weaver: movieController = MovieController
    // weaver: movieController.scope = .transient

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class MovieController {
    // weaver: logger <- Logger
    // weaver: movieID <= Int
    // weaver: title <= String

    let dependencies: MovieControllerDependencyResolver

    init(injecting dependencies: MovieControllerDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}
