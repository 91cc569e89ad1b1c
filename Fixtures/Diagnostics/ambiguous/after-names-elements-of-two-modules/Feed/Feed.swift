public protocol LaunchTask {}

public final class RefreshTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public init() {}
}
