public protocol LaunchTask {}

public final class RefreshTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public init() {}
}

/// Its own module's RefreshTask: the plain name means that one, as in Swift.
public final class AvatarTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [RefreshTask]
    public init() {}
}
