protocol LaunchTask {}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

struct DatabaseTask {
    // weaver: contributes launchTasks <- LaunchTask
}
