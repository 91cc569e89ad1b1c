public protocol Sessioning: AnyObject {}

public final class Client {
    // weaver: store = Store
    init(injecting dependencies: ClientDependencyResolver) {}
}

final class Store {
    // weaver: session <- Sessioning
    init(injecting dependencies: StoreDependencyResolver) {}
}
