protocol LaunchTask {}

final class App {
    // weaver: launchTasks = LaunchTaskList
    // weaver: home = Home
    init(injecting dependencies: AppDependencyResolver) {}
}

final class LaunchTaskList {}

final class Home {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: HomeDependencyResolver) {}
}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
}
