final class Feed {
    // weaver: session <- Session

    private let dependencies: FeedDependencyResolver

    init(injecting dependencies: FeedDependencyResolver) {
        self.dependencies = dependencies
    }

    func describe() -> String {
        "feed:" + dependencies.session.name
    }
}
