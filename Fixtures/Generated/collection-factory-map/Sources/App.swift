protocol Screen {}

final class Router {
    // weaver: routes <- [String: (String) -> Screen]

    init(injecting dependencies: RouterDependencyResolver) {}
}

struct MovieScreen: Screen {
    // weaver: contributes routes["movies/:id"] <- Screen
    // weaver: id <= String

    init(injecting dependencies: MovieScreenDependencyResolver) {}
}

struct ProfileScreen: Screen {
    // weaver: contributes routes["profile/:id"] <- Screen
    // weaver: id <= String

    init(injecting dependencies: ProfileScreenDependencyResolver) {}
}
