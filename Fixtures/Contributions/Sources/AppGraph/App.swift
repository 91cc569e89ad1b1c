import AppCore
import Movies
import Profile

/// The app's root: it reads three collections that the feature modules fill. Adding a screen, a
/// task or a handler in a feature changes nothing here; a duplicate route, a task cycle or an
/// element needing what the app does not provide fails the build at the feature's line.
public final class App {
    // weaver: journal = Journal
    // weaver: launchTasks <- [LaunchTask]
    // weaver: appEvents <- [AppEventHandler]
    // weaver: router = Router

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }

    public static func make() -> App { App(injecting: MainDependencyContainer.appDependencyResolver()) }

    public var journal: Journal { dependencies.journal }
    public var router: Router { dependencies.router }
    public var taskNames: [String] { dependencies.launchTasks.map(\.name) }

    /// Runs every launch task, in the collection's order.
    public func start() {
        for task in dependencies.launchTasks { task.run() }
    }

    /// Sends an event to every handler, highest priority first.
    public func send(_ event: String) {
        for handler in dependencies.appEvents { handler.handle(event) }
    }
}

public enum Opened: Equatable, Sendable {
    case screen(String)
    /// No pattern matches: a value the app shows, not a crash.
    case notFound(String)
}

/// Opens URLs with the screens the features contributed for their patterns (`movies/:id`).
public final class Router {
    // weaver: routes <- [String: (String) -> Screen]

    let dependencies: RouterDependencyResolver

    init(injecting dependencies: RouterDependencyResolver) {
        self.dependencies = dependencies
    }

    public var patterns: [String] { dependencies.routes.keys.sorted() }

    public func open(_ url: String) -> Opened {
        let parts = url.split(separator: "/")
        for (pattern, screen) in dependencies.routes.sorted(by: { $0.key < $1.key }) {
            let expected = pattern.split(separator: "/")
            guard expected.count == parts.count else { continue }
            var argument: String?
            var matches = true
            for (want, got) in zip(expected, parts) {
                if want.hasPrefix(":") { argument = String(got) } else if want != got { matches = false }
            }
            if matches, let argument { return .screen(screen(argument).title) }
        }
        return .notFound(url)
    }
}
