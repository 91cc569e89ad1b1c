protocol LaunchTask {}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, order: 2
}
