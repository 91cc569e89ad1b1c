import Core

final class ProfileStore {
    init() {}
    var name = "Ada"
}

public final class ProfileScreen {
    // weaver: store = ProfileStore
    // weaver: store.scope = .transient
    // weaver: logger <- Logging

    let dependencies: ProfileScreenDependencyResolver

    init(injecting dependencies: ProfileScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public func show() -> String { "profile of \(dependencies.store.name)" }
}
