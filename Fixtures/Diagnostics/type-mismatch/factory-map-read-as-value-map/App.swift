protocol Screen {}

final class App {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: AppDependencyResolver) {}
}

final class MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    // weaver: id <= String
    init(injecting dependencies: MovieScreenDependencyResolver) {}
}
