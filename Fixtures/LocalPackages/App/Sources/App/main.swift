import Kit
import KitCore

final class AppTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 90, after: [KitTask]

    init() {}

    var name: String { "app" }
}

final class App {
    // weaver: logger = Logger <- Logging
    // weaver: feed = FeedScreen
    // weaver: launchTasks <- [LaunchTask]

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

let app = App(injecting: MainDependencyContainer.appDependencyResolver())
print(app.dependencies.feed.show())
print("tasks:", app.dependencies.launchTasks.map(\.name).joined(separator: ", "))
