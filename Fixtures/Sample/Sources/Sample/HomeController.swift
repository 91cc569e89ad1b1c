/// Registered by `App` with the default `.container` scope.
final class HomeController: Counted {
    // weaver: logger <- Logging
    // weaver: detail = DetailController

    let dependencies: HomeControllerDependencyResolver

    init(injecting dependencies: HomeControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init()
        dependencies.logger.log("home built")
    }
}

/// Two levels below `App`: `session`, `imageCache` and `theme` come from `App` through
/// `HomeController`, which declares none of them.
final class DetailController: Counted {
    // weaver: session <- Session
    // weaver: imageCache <- ImageCache
    // weaver: theme <- Theme

    let dependencies: DetailControllerDependencyResolver

    init(injecting dependencies: DetailControllerDependencyResolver) {
        self.dependencies = dependencies
        super.init()
    }
}
