final class Home {
    // weaver: logger <- Logging
    // weaver: feed = Feed

    private let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }

    func describe() -> String {
        dependencies.logger.log("home")
        return "home(" + dependencies.feed.describe() + ")"
    }
}
