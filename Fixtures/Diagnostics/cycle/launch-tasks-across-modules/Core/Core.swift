public protocol LaunchTask {}

public struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [SyncTask]
    public init() {}
}
