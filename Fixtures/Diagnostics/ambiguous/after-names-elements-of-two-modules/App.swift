import Feed
import Profile

final class App {
    // weaver: launchTasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

/// Two modules' RefreshTask: which one is for the user to say.
final class LateTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [RefreshTask]
}

/// Said with the module: no question.
final class LaterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [Profile.RefreshTask]
}
