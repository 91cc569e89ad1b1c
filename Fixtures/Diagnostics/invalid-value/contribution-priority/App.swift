protocol LaunchTask {}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: high
}

struct SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, scope: .container
}
