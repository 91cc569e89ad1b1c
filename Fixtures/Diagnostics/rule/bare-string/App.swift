final class App {
    // weaver: baseURL = String
    // weaver: title = String

    init(injecting _: AppDependencyResolver) {}
}
