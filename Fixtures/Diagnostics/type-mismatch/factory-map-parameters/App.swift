protocol Screen {}

final class Router {
    // weaver: routes <- [String: (String) -> Screen]
    init(injecting dependencies: RouterDependencyResolver) {}
}

struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    // weaver: id <= Int
    init(injecting dependencies: MovieScreenDependencyResolver) {}
}
