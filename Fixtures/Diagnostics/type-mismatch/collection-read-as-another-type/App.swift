protocol LaunchTask {}
protocol Task {}

final class App {
    // weaver: launchTasks <- [Task]
    init(injecting dependencies: AppDependencyResolver) {}
}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
}
