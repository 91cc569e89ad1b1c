/// Takes parameters, so `App` exposes a factory: `movieController(movieID:title:)`.
final class MovieController: Counted {
    // weaver: movieID <= Int
    // weaver: title <= String
    // weaver: logger <- Logging
    // weaver: reviews = ReviewList

    let dependencies: MovieControllerDependencyResolver

    init(injecting dependencies: MovieControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init()
        dependencies.logger.log("movie \(dependencies.movieID) built")
    }
}

/// Its `movieID` is the parameter of the `MovieController` that built it; its `requestToken`
/// comes from `App`, two levels up.
final class ReviewList: Counted {
    // weaver: movieID <- Int
    // weaver: requestToken <- RequestToken

    let dependencies: ReviewListDependencyResolver

    init(injecting dependencies: ReviewListDependencyResolver) {
        self.dependencies = dependencies
        super.init()
    }
}
