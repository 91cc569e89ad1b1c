protocol LaunchTask {}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks LaunchTask
}

struct SyncTask: LaunchTask {
    // weaver: contributes routes[movies] <- LaunchTask
}
