protocol LaunchTask {}

final class Session {}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    // weaver: home = Home
    init(injecting dependencies: AppDependencyResolver) {}
}

/// Home registers the session, so its own collection builds `SyncTask`; App's cannot.
final class Home {
    // weaver: session = Session
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: HomeDependencyResolver) {}
}

final class SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    // weaver: session <- Session
    init(injecting dependencies: SyncTaskDependencyResolver) {}
}
