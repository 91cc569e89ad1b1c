final class App {
    // weaver: logger = Logger <- Logging
    // weaver: home = Home
}
final class Home {
    // weaver: foo <- Logger
    init(injecting _: HomeDependencyResolver) {}
}
