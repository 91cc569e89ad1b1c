import Core
import Feed
import AnalyticsKit
import DebugTools

final class ConsoleAnalytics: Analytics {
    let name = "console analytics"
}

/// The debug app: DebugTools' elements replace a launch task and a route.
final class DebugApp {
    // weaver: analytics = ConsoleAnalytics <- Analytics
    // weaver: feed = FeedFeature
    // weaver: launchTasks <- [LaunchTask]
    // weaver: routes <- [String: Screen]

    let dependencies: DebugAppDependencyResolver

    init(injecting dependencies: DebugAppDependencyResolver) {
        self.dependencies = dependencies
    }
}

let app = DebugApp(injecting: MainDependencyContainer.debugAppDependencyResolver()).dependencies
print("feed: \(app.feed.tracking)")
print("launch: \(app.launchTasks.map(\.name).joined(separator: ", "))")
print("routes: \(app.routes.keys.sorted().map { "\($0) -> \(app.routes[$0]!.title)" }.joined(separator: ", "))")
