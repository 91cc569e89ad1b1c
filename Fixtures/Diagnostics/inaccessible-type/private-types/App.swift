protocol LaunchTask { func run() }

/// An element the collection's reader builds, in the generated file: private here, it cannot.
private final class CacheTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask
    init() {}
    func run() {}
}

/// Private through the type enclosing it.
private enum Sync {
    final class SyncTask: LaunchTask {
        // weaver: contributes launchTasks <- LaunchTask
        init() {}
        func run() {}
    }
}

/// A registered type the container builds.
fileprivate final class Session {
    // weaver: clock = Clock

    init(injecting dependencies: SessionDependencyResolver) {}
}

final class Clock {}

final class App {
    // weaver: session = Session
    // weaver: launchTasks <- [LaunchTask]

    init(injecting dependencies: AppDependencyResolver) {}
}

/// A root the app builds by hand: the generated code never names it, so it may stay private.
private final class Screen {
    // weaver: clock = Clock

    init(injecting dependencies: ScreenDependencyResolver) {}
}
