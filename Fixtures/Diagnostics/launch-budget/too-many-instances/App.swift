/// Three services built when the root's resolver is created; the budget allows two.
final class App {
    // weaver: logger = Logger
    // weaver: analytics = Analytics
    // weaver: crashes = CrashReporter
    // weaver: settings = Settings
    // weaver: settings.scope = .lazy

    init(injecting dependencies: AppDependencyResolver) {}
}

final class Logger {}
final class Analytics {}
final class CrashReporter {}
final class Settings {}
