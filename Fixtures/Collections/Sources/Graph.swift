// Collections assembled from contributions (SPEC §13): launch tasks ordered by priority and
// `after:`, event handlers, and a router whose screens take the URL's parameter.

protocol LaunchTask: AnyObject {
    var name: String { get }
    func run(_ journal: Journal)
}

protocol EventHandler {
    func handle(_ event: String, _ journal: Journal)
}

protocol Screen {
    var title: String { get }
}

final class Journal: @unchecked Sendable {
    var lines: [String] = []
}

final class Logger {
    let prefix = "log"
}

final class App {
    // weaver: journal = Journal
    // weaver: logger = Logger
    // weaver: launchTasks <- [LaunchTask]
    // weaver: eventHandlers <- [EventHandler]
    // weaver: router = Router
    // weaver: settings = Settings
    // weaver: about = About

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }

    func start() {
        for task in dependencies.launchTasks { task.run(dependencies.journal) }
    }

    func dispatch(_ event: String) {
        for handler in dependencies.eventHandlers { handler.handle(event, dependencies.journal) }
    }
}

/// A second consumer: its own elements, built from its own position.
final class Settings {
    // weaver: launchTasks <- [LaunchTask]

    let dependencies: SettingsDependencyResolver

    init(injecting dependencies: SettingsDependencyResolver) {
        self.dependencies = dependencies
    }
}

/// A consumer in the property-wrapper style: the collection is an ordinary `.reference`.
final class About {
    @Weaver(.reference) var launchTasks: [LaunchTask]

    init(injecting dependencies: AboutDependencyResolver) {}
}

enum Route: Equatable {
    case screen(String)
    case notFound(String)
}

final class Router {
    // weaver: routes <- [String: (String) -> Screen]

    let dependencies: RouterDependencyResolver

    init(injecting dependencies: RouterDependencyResolver) {
        self.dependencies = dependencies
    }

    /// `movies/42` matches `movies/:id`; a URL no pattern matches is a value, not a crash.
    func open(_ url: String) -> Route {
        let parts = url.split(separator: "/")
        for (pattern, make) in dependencies.routes {
            let expected = pattern.split(separator: "/")
            guard expected.count == parts.count else { continue }
            var argument: String?
            var matches = true
            for (want, got) in zip(expected, parts) {
                if want.hasPrefix(":") { argument = String(got) } else if want != got { matches = false }
            }
            if matches, let argument { return .screen(make(argument).title) }
        }
        return .notFound(url)
    }
}

// MARK: - Launch tasks, as three modules would contribute them

final class CrashReporterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 100
    // weaver: logger <- Logger

    let logger: Logger

    init(injecting dependencies: CrashReporterTaskDependencyResolver) {
        logger = dependencies.logger
    }

    var name: String { "crash" }
    func run(_ journal: Journal) { journal.lines.append("\(logger.prefix): crash reporter") }
}

final class AnalyticsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, after: [CrashReporterTask]

    var name: String { "analytics" }
    func run(_ journal: Journal) { journal.lines.append("analytics") }
}

final class ThemeTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 50, after: [AnalyticsTask], scope: .transient

    var name: String { "theme" }
    func run(_ journal: Journal) { journal.lines.append("theme") }
}

/// Declares `init(injecting:)` and nothing else: built with its (empty) resolver.
final class DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10

    init(injecting dependencies: DatabaseTaskDependencyResolver) {}

    var name: String { "database" }
    func run(_ journal: Journal) { journal.lines.append("database") }
}

final class FeatureFlagsTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10

    init() {}

    var name: String { "flags" }
    func run(_ journal: Journal) { journal.lines.append("flags") }
}

/// The same, with the initializer declared in an extension.
extension FeatureFlagsTask {
    convenience init(injecting dependencies: FeatureFlagsTaskDependencyResolver) { self.init() }
}

// MARK: - Event handlers

struct AuditHandler: EventHandler {
    // weaver: contributes eventHandlers <- EventHandler, priority: 1

    func handle(_ event: String, _ journal: Journal) { journal.lines.append("audit \(event)") }
}

struct MetricsHandler: EventHandler {
    // weaver: contributes eventHandlers <- EventHandler, priority: 2
    // weaver: logger <- Logger

    let logger: Logger

    init(injecting dependencies: MetricsHandlerDependencyResolver) {
        logger = dependencies.logger
    }

    func handle(_ event: String, _ journal: Journal) { journal.lines.append("\(logger.prefix): metrics \(event)") }
}

struct CacheHandler: EventHandler {
    // weaver: contributes eventHandlers <- EventHandler

    func handle(_ event: String, _ journal: Journal) { journal.lines.append("cache \(event)") }
}

// MARK: - Screens

struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    // weaver: id <= String

    let id: String

    init(injecting dependencies: MovieScreenDependencyResolver) {
        id = dependencies.id
    }

    var title: String { "Movie \(id)" }
}

struct ProfileScreen: Screen {
    // weaver: contributes routes["profile/:name"] <- Screen
    // weaver: name <= String

    let name: String

    init(injecting dependencies: ProfileScreenDependencyResolver) {
        name = dependencies.name
    }

    var title: String { "Profile of \(name)" }
}
