protocol Screen {}

final class Router {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: RouterDependencyResolver) {}
}

struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
}

struct LegacyMovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
}
