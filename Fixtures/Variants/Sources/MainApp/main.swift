import Core
import Feed
import AnalyticsKit

final class LiveAnalytics: Analytics {
    let name = "live analytics"
}

final class MainApp {
    // weaver: analytics = LiveAnalytics <- Analytics
    // weaver: feed = FeedFeature
    // weaver: launchTasks <- [LaunchTask]
    // weaver: routes <- [String: Screen]

    let dependencies: MainAppDependencyResolver

    init(injecting dependencies: MainAppDependencyResolver) {
        self.dependencies = dependencies
    }
}

let app = MainApp(injecting: MainDependencyContainer.mainAppDependencyResolver()).dependencies
print("feed: \(app.feed.tracking)")
print("launch: \(app.launchTasks.map(\.name).joined(separator: ", "))")
print("routes: \(app.routes.keys.sorted().map { "\($0) -> \(app.routes[$0]!.title)" }.joined(separator: ", "))")
