protocol LaunchTask: AnyObject {
    func run()
}

final class Logger {}

final class App {
    // weaver: logger = Logger
    // weaver: launchTasks <- [LaunchTask]

    init(injecting dependencies: AppDependencyResolver) {}
}

final class CrashReporterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 100
    // weaver: logger <- Logger

    init(injecting dependencies: CrashReporterTaskDependencyResolver) {}
    func run() {}
}

final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [CrashReporterTask], scope: .transient

    func run() {}
}
