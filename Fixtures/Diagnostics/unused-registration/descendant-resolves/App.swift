final class App {
    // weaver: logger = Logger
    // weaver: cache = Cache
    // weaver: home = Home
}

final class Home {
    // weaver: logger <- Logger
    init(injecting _: HomeDependencyResolver) {}
}
