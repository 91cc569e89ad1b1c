final class App {
    // weaver: store = Store<String>
    // weaver: logger = Logger

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Store<Element> {
    // weaver: logger <- Logger

    let dependencies: StoreDependencyResolver

    init(injecting dependencies: StoreDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}
