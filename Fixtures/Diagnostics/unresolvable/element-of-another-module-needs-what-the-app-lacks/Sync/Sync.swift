public protocol LaunchTask {}
public final class Session {}

public final class SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    // weaver: session <- Session
    init(injecting dependencies: SyncTaskDependencyResolver) {}
}
