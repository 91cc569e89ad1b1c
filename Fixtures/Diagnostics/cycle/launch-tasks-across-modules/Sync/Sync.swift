import Core

public struct SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [DatabaseTask]
    public init() {}
}
