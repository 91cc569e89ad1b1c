import KitCore

/// Registered by the app, which provides its logger.
public final class FeedScreen {
    // weaver: logger <- Logging

    let dependencies: FeedScreenDependencyResolver

    init(injecting dependencies: FeedScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public func show() -> String {
        dependencies.logger.log("feed shown")
        return "feed"
    }
}

public final class KitTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 50

    public init() {}

    public var name: String { "kit" }
}

/// Internal: the app, in another module, cannot build it, so the build leaves it out and says so.
final class KitWarmupTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10

    init() {}

    var name: String { "kit-warmup" }
}
