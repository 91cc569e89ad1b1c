import Core

/// Tracks when the app it is built in has analytics; nil in one that has none.
final class FeedScreen {
    // weaver: analytics <- Analytics?
    // weaver: analytics.ifAvailable = true

    let dependencies: FeedScreenDependencyResolver

    init(injecting dependencies: FeedScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    var tracking: String { dependencies.analytics?.name ?? "no analytics" }
}

/// Registered by each app: it builds the feed screen.
public final class FeedFeature {
    // weaver: screen = FeedScreen

    let dependencies: FeedFeatureDependencyResolver

    init(injecting dependencies: FeedFeatureDependencyResolver) {
        self.dependencies = dependencies
    }

    public var tracking: String { dependencies.screen.tracking }
}

public final class FeedRoute: Screen {
    // weaver: contributes routes["feed"] <- Screen
    public let title = "feed"
    public init() {}
}

public final class FeedCacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public let name = "feed cache"
    public init() {}
}
