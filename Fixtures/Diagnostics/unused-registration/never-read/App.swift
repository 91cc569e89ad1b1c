final class App {
    // weaver: logger = Logger
    // weaver: session = Session

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}
