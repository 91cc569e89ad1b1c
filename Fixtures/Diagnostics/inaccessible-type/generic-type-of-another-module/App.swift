import Storage

final class AppDelegate {
    // weaver: repository = Repository

    init(injecting _: AppDelegateDependencyResolver) {}
}
