protocol LaunchTask {}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [DatabaseTask]
}
