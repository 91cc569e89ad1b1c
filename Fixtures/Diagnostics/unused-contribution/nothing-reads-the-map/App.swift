protocol Screen {}

final class App {
    // weaver: logger = Logger
    init(injecting dependencies: AppDependencyResolver) {}
}

final class Logger {}

final class MovieScreen: Screen {
    // weaver: contributes routes["movies"] <- Screen
}
