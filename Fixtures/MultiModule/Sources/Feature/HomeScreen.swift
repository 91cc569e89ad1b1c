import Core
import Networking

/// Told when a screen loads; held weakly by the screen.
public protocol HomeScreenDelegate: AnyObject {
    func screenDidLoad(_ title: String)
}

/// Built by App's container through `HomeScreen.weaverBuild`, once per title.
public final class HomeScreen {
    // weaver: title <= String
    // weaver: delegate <= HomeScreenDelegate?
    // weaver: delegate.scope = .weak
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
        dependencies.delegate?.screenDidLoad(title)
        return dependencies.api.get("/home/\(title)")
    }
}
