final class App {
    // weaver: fileLogger = FileLogger <- Logging
    // weaver: consoleLogger = ConsoleLogger <- Logging
    // weaver: child = Child
}

final class Child {
    // weaver: logger <- Logging
    init(injecting _: ChildDependencyResolver) {}
}
