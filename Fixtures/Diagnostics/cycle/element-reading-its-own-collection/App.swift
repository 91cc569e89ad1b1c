protocol LaunchTask { func run() }

final class App {
    // weaver: tasks <- [LaunchTask]
    init(injecting dependencies: AppDependencyResolver) {}
}

/// Runs the other tasks first: but it is one of them.
final class ReaderTask: LaunchTask {
    // weaver: contributes tasks <- LaunchTask
    // weaver: tasks <- [LaunchTask]
    init(injecting dependencies: ReaderTaskDependencyResolver) {}
    func run() {}
}
