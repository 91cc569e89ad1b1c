protocol LaunchTask {}

struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priorty: 2
}
