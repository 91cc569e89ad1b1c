protocol LaunchTask {}

final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, replaces: [DebugAnalyticsTask]
    init() {}
}

final class DebugAnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, replaces: [AnalyticsTask]
    init() {}
}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}
