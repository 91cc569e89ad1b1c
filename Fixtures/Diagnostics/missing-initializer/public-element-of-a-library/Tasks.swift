public protocol LaunchTask { func run() }

/// Built by the app's module with `init()`, which is internal here.
public struct DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public func run() {}
}

/// A public `init()` in an extension is enough.
public struct CacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public func run() {}
}

extension CacheTask {
    public init() {}
}

/// `init(injecting:)`: built through its entry point, whatever the initializer's access.
public final class SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    init(injecting dependencies: SyncTaskDependencyResolver) {}
    public func run() {}
}

/// Internal: never leaves the module (unreachable-contribution's case, not this one).
struct LocalTask: LaunchTask {
    // weaver: contributes localTasks <- LaunchTask
    func run() {}
}

final class Local {
    // weaver: localTasks <- [LaunchTask]
    init(injecting dependencies: LocalDependencyResolver) {}
}
