import AppCore

public struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    // weaver: id <= String

    let dependencies: MovieScreenDependencyResolver

    init(injecting dependencies: MovieScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public var title: String { "Movie #\(dependencies.id)" }
}

/// Warms the movie cache once the database is open: `after:` names another module's task.
public final class MovieCacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 90, after: [DatabaseTask]
    // weaver: journal <- Journal

    let dependencies: MovieCacheTaskDependencyResolver

    init(injecting dependencies: MovieCacheTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "movie-cache" }
    public func run() { dependencies.journal.write("task: movie-cache") }
}

public struct MovieEventsHandler: AppEventHandler {
    // weaver: contributes appEvents <- AppEventHandler, priority: 20
    // weaver: journal <- Journal

    let dependencies: MovieEventsHandlerDependencyResolver

    init(injecting dependencies: MovieEventsHandlerDependencyResolver) {
        self.dependencies = dependencies
    }

    public func handle(_ event: String) { dependencies.journal.write("movies: \(event)") }
}
