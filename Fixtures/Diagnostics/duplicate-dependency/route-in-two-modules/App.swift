import Core

final class Router {
    // weaver: routes <- [String: Screen]
    init(injecting dependencies: RouterDependencyResolver) {}
}
