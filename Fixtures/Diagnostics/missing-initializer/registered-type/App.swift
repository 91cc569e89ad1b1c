final class App {
    // weaver: logger = Logger
    // weaver: home = Home
    // weaver: settings = Settings
    init(injecting _: AppDependencyResolver) {}
}

// The container builds Home with Home(injecting:), which it does not declare.
final class Home {
    // weaver: logger <- Logger
    init() {}
}

final class Logger {}

// An initializer in an extension counts.
final class Settings {
    // weaver: logger <- Logger
}

extension Settings {
    convenience init(injecting _: SettingsDependencyResolver) { self.init() }
}
