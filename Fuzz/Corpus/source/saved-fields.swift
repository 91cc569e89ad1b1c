// Sets the saved fields other files leave at one value (SavedFieldsTests): fixes of two
// misspelt names, and contributions under `#if`.
final class Screen {
    // weaver: logger = ConsoleLogger
    // weaver: loger.scope = .container
    // weaver: session = Session
    // weaver: sesion.scope = .lazy
}

final class DebugTask: LaunchTask {
    #if DEBUG
    // weaver: contributes launchTasks <- LaunchTask, priority: 2
    #endif
}

#if os(iOS)
final class PhoneTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
}
#endif

public final class RefreshTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, scope: .transient
    public init() {}
}
