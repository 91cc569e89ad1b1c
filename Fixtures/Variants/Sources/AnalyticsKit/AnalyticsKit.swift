import Core

/// Starts the analytics session before anything else.
public final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10
    public let name = "analytics"
    public init() {}
}
