public protocol LaunchTask { func run() }

public struct SyncTask: LaunchTask {
    // weaver: contributes lanchTasks <- LaunchTask
    public init() {}
    public func run() {}
}
