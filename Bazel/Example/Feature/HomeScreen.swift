import Core

/// Built by App's container through `HomeScreen.weaverBuild`, once per title.
public final class HomeScreen {
    // weaver: title <= String
    // weaver: logger <- Logger
    // weaver: api = APIClient

    let dependencies: HomeScreenDependencyResolver

    init(injecting dependencies: HomeScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public var title: String { dependencies.title }
    public var api: APIClient { dependencies.api }
    public var logger: Logger { dependencies.logger }

    public func load() -> String {
        dependencies.logger.log("load \(title)")
        return dependencies.api.get("/home/\(title)")
    }
}
