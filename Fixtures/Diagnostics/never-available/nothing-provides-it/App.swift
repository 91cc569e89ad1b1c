protocol Analytics: AnyObject {}
final class LiveAnalytics: Analytics {}

final class Screen {
    // weaver: analytics <- Analytics?
    // weaver: analytics.ifAvailable = true
    init(injecting dependencies: ScreenDependencyResolver) {}
}

/// Provides a tracker of another type only: nothing provides 'Analytics' to Screen.
final class App {
    // weaver: tracker = LiveAnalytics
    // weaver: screen = Screen
    init(injecting dependencies: AppDependencyResolver) {}
}
