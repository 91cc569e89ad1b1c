final class App {
    // weaver: logger = Logger
    // weaver: session = Session
    // weaver: session.builder = Session.make
    // weaver: analytics = Analytics
    // weaver: analytics.scope = .lazy
    // weaver: analytics.builder = Analytics.make

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}

final class Session {
    static func make(_ dependencies: SessionInputDependencyResolver) -> Session { Session() }
}

// Annotated: its builder receives its own resolver.
final class Analytics {
    // weaver: logger <- Logger

    init() {}

    static func make(_ dependencies: AnalyticsDependencyResolver) -> Analytics { Analytics() }
}
