protocol Analytics {}
final class LiveAnalytics: Analytics {}
final class OtherAnalytics: Analytics {}

final class App {
    // weaver: live = LiveAnalytics <- Analytics
    // weaver: other = OtherAnalytics <- Analytics
    // weaver: screen = Screen
    init(injecting dependencies: AppDependencyResolver) {}
}

/// Ambiguous, and only that: not also "never available".
final class Screen {
    // weaver: tracker <- Analytics?
    // weaver: tracker.ifAvailable = true
    init(injecting dependencies: ScreenDependencyResolver) {}
}
