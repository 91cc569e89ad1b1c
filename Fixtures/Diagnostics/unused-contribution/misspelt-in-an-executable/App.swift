import Tasks

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    func run() {}
}

struct CrashReporterTask: LaunchTask {
    // weaver: contributes lanchTasks <- LaunchTask, priority: 10
    func run() {}
}
