final class App {
    @Weaver(.registration, type: ConsoleLogger.self) var logger: Logging
    @Weaver(.registration) var home: Home
    @WeaverP1(.registration, type: MovieController.self, scope: .transient) var movieController: (Int) -> MovieController

    init(injecting _: AppDependencyResolver) {}
}

final class Home {
    @Weaver(.reference) var logger: Logging

    init(injecting _: HomeDependencyResolver) {}
}

final class MovieController {
    @Weaver(.reference) var logger: Logging
    @Weaver(.parameter) var movieID: Int

    init(injecting _: MovieControllerDependencyResolver) {}
}

protocol Logging: AnyObject {}
final class ConsoleLogger: Logging {}
