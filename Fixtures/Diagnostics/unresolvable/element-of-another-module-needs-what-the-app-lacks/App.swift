import Sync

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}
