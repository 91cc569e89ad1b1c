import Core
import Feed
import AnalyticsKit

/// Takes the production analytics task's place in a debug build.
public final class DebugAnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, replaces: [AnalyticsTask]
    public let name = "debug analytics"
    public init() {}
}

/// The feed route with a debug overlay, in place of Feed's.
public final class DebugFeedRoute: Screen {
    // weaver: contributes routes["feed"] <- Screen, replaces: [FeedRoute]
    public let title = "feed (debug overlay)"
    public init() {}
}
