final class ProfileStore {}

final class App {
    // weaver: store = ProfileStore
    // weaver: store.scope = .transient

    init(injecting _: AppDependencyResolver) {}
}
