final class App {
    // weaver: repository = Repository
    init(injecting dependencies: AppDependencyResolver) {}
}

final class Repository {
    // weaver: self.mock = true
    init() {}
}
