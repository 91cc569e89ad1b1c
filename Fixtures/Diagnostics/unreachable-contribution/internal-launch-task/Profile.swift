public protocol LaunchTask { func run() }

struct ProfileCacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    func run() {}
}

public struct ProfileSyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    public init() {}
    public func run() {}
}
