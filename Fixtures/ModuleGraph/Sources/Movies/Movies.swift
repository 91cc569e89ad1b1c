import Core

/// Registered by App, which provides its logger.
public final class MovieList {
    // weaver: logger <- Logging

    let dependencies: MovieListDependencyResolver

    init(injecting dependencies: MovieListDependencyResolver) {
        self.dependencies = dependencies
    }

    public func show() -> String {
        dependencies.logger.log("movies shown")
        return "3 movies"
    }
}

public final class MovieCacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 90, after: [ProfileTask]
    // weaver: logger <- Logging

    let dependencies: MovieCacheTaskDependencyResolver

    init(injecting dependencies: MovieCacheTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "movie-cache" }
}
