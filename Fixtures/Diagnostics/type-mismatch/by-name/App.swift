final class App {
    // weaver: logger = Logger
    // weaver: child = Child
}

final class Child {
    // weaver: logger <- Logging
    init(injecting _: ChildDependencyResolver) {}
}
