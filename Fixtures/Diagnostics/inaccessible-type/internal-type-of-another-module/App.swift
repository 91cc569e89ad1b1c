import Feature

protocol Logging: AnyObject {}

final class ConsoleLogger: Logging {}

final class AppDelegate {
    // weaver: logger = ConsoleLogger <- Logging
    // weaver: viewModel = FeatureViewModel

    init(injecting _: AppDelegateDependencyResolver) {}
}
