protocol LaunchTask {}

final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    init() {}
}

/// Misspells the element it takes the place of.
final class DebugAnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, replaces: [AnalyticTask]
    init() {}
}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}
