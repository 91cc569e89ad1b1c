@MainActor
final class App {
    // weaver: logger = Logger
    // weaver: home = Home
    // weaver: home.scope = .lazy

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

@MainActor
final class Home {
    // weaver: logger <- Logger

    let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}
