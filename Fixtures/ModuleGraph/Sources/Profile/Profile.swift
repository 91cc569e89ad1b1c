import Core

public final class ProfileTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 50
    // weaver: logger <- Logging

    let dependencies: ProfileTaskDependencyResolver

    init(injecting dependencies: ProfileTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "profile" }
}

/// Internal: App, in another module, cannot build it, so the build leaves it out and says so.
final class ProfileWarmupTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10
    // weaver: logger <- Logging

    let dependencies: ProfileWarmupTaskDependencyResolver

    init(injecting dependencies: ProfileWarmupTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    var name: String { "profile-warmup" }
}
