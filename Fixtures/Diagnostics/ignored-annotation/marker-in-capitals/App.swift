final class App {
    // Weaver: logger = Logger
    // weaver: session = Session
    init(injecting _: AppDependencyResolver) {}
}

final class Logger {}
final class Session {}
