protocol LaunchTask {}

final class App {
    // weaver: launchTasks <- [String: LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
}
