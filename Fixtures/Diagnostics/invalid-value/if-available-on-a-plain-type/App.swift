protocol Analytics: AnyObject {}

final class Screen {
    // weaver: analytics <- Analytics
    // weaver: analytics.ifAvailable = true
    init(injecting dependencies: ScreenDependencyResolver) {}
}

final class App {
    // weaver: screen = Screen
    init(injecting dependencies: AppDependencyResolver) {}
}
