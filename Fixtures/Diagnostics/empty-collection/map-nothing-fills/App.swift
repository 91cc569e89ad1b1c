protocol Screen {}

final class Router {
    // weaver: routes <- [String: (String) -> Screen]
    init(injecting dependencies: RouterDependencyResolver) {}
}
