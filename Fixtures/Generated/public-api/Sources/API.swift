public final class MovieManager {
    // weaver: logger <- Logger
    // weaver: host <= String?
    // weaver: movieAPI = MovieAPI

    let dependencies: MovieManagerDependencyResolver

    init(injecting dependencies: MovieManagerDependencyResolver) {
        self.dependencies = dependencies
    }
}

public final class MovieAPI {
    public init() {}
}

public final class Logger {
    public init() {}
}
