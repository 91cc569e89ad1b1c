import AppCore

public struct ProfileScreen: Screen {
    // weaver: contributes routes["profile/:name"] <- Screen
    // weaver: name <= String

    let dependencies: ProfileScreenDependencyResolver

    init(injecting dependencies: ProfileScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public var title: String { "Profile of \(dependencies.name)" }
}

/// A task with no dependency of its own: built with `init()`.
public final class ThemeTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask

    public init() {}

    public var name: String { "theme" }
    public func run() {}
}

public final class SessionTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 95, after: [MovieCacheTask]
    // weaver: journal <- Journal

    let dependencies: SessionTaskDependencyResolver

    init(injecting dependencies: SessionTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "session" }
    public func run() { dependencies.journal.write("task: session") }
}

public struct ProfileEventsHandler: AppEventHandler {
    // weaver: contributes appEvents <- AppEventHandler
    // weaver: journal <- Journal

    let dependencies: ProfileEventsHandlerDependencyResolver

    init(injecting dependencies: ProfileEventsHandlerDependencyResolver) {
        self.dependencies = dependencies
    }

    public func handle(_ event: String) { dependencies.journal.write("profile: \(event)") }
}
