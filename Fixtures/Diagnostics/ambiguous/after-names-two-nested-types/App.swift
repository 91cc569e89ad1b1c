protocol LaunchTask {}

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

enum Feed {
    final class RefreshTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask
    }
}

enum Profile {
    final class RefreshTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask
    }
}

final class LateTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [RefreshTask]
}

final class LaterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, replaces: [Profile.RefreshTask]
}
