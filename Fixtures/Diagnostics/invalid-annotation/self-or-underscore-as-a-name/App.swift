final class App {
    // weaver: `self` = Logger
    // weaver: _ <= Int
    // weaver: `default` = Logger
    @Weaver(.reference) var `self`: Logger

    init(injecting _: AppDependencyResolver) {}
}

final class Logger {}
