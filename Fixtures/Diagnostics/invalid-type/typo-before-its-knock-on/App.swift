protocol Logging: AnyObject {}
final class ConsoleLogger: Logging {}

final class HomeViewController {
    // weaver: logger <- Logging

    init(injecting _: HomeViewControllerDependencyResolver) {}
}

final class AppDelegate {
    // weaver: home = HomeViewController
    // weaver: logger = ConsoleLogger -> Logging

    init(injecting _: AppDelegateDependencyResolver) {}
}
