protocol Analytics: AnyObject {
    func track(_ event: String) -> String
}

final class LiveAnalytics: Analytics {
    func track(_ event: String) -> String { "live: \(event)" }
}

/// Built by both apps: analytics where the app has it, nil where it does not.
final class Screen {
    // weaver: analytics <- Analytics?
    // weaver: analytics.ifAvailable = true
    let dependencies: ScreenDependencyResolver

    init(injecting dependencies: ScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    func open() -> String { dependencies.analytics?.track("open") ?? "not tracked" }
}

final class MainApp {
    // weaver: analytics = LiveAnalytics <- Analytics
    // weaver: screen = Screen
    let dependencies: MainAppDependencyResolver

    init(injecting dependencies: MainAppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class ShareExtension {
    // weaver: screen = Screen
    let dependencies: ShareExtensionDependencyResolver

    init(injecting dependencies: ShareExtensionDependencyResolver) {
        self.dependencies = dependencies
    }
}
