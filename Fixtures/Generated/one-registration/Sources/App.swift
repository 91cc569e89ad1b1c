final class App {
    // weaver: logger = Logger

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}
