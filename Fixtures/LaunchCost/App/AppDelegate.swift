import Core

/// The app's root: `api` (Core's client and what it builds), `router` and its screens are built
/// when its resolver is created; `settings` waits for its first read.
final class AppDelegate {
    // weaver: api = APIClient
    // weaver: router = Router
    // weaver: settings = Settings
    // weaver: settings.scope = .lazy
    // weaver: launchTasks <- [LaunchTask]

    init(injecting dependencies: AppDelegateDependencyResolver) {}
}

final class Router {
    // weaver: screens = ScreenFactory

    init(injecting dependencies: RouterDependencyResolver) {}
}

final class ScreenFactory {}

final class Settings {
    // weaver: store = SettingsStore

    init(injecting dependencies: SettingsDependencyResolver) {}
}

final class SettingsStore {}

final class CrashReporterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 100

    init() {}
    func run() {}
}

final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [CrashReporterTask]

    init() {}
    func run() {}
}

/// A second root, built by hand in the app's extension: a small budget.
final class ShareExtension {
    // weaver: router = Router

    init(injecting dependencies: ShareExtensionDependencyResolver) {}
}
