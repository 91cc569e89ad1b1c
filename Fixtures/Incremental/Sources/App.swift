final class App {
    // weaver: logger = ConsoleLogger <- Logging
    // weaver: session = Session
    // weaver: session.scope = .container
    // weaver: home = Home
    // weaver: settings = Settings

    private let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }

    func run() -> String {
        dependencies.home.describe() + " " + dependencies.settings.describe()
    }
}
