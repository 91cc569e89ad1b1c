final class App {
    // weaver: child = Child
}

final class Child {
    // weaver: child <- Child
    init(injecting _: ChildDependencyResolver) {}
}
