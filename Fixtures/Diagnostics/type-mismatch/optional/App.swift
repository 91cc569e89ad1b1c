final class App {
    // weaver: config = Config
    // weaver: child = Child
}

final class Child {
    // weaver: config <- Config?
    init(injecting _: ChildDependencyResolver) {}
}
