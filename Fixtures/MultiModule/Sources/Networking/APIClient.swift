import Core

/// Registered by other modules: what its subtree needs (`logger`, and `session` for its HTTP
/// client) is passed to its entry point by the module that registers it.
public final class APIClient {
    // weaver: logger <- Logger
    // weaver: http = HTTPClient
    // weaver: http.scope = .lazy

    let dependencies: APIClientDependencyResolver

    init(injecting dependencies: APIClientDependencyResolver) {
        self.dependencies = dependencies
    }

    public func get(_ path: String) -> String {
        dependencies.logger.log("GET \(path)")
        return "\(path) with \(dependencies.http.session.token)"
    }

    public var logger: Logger { dependencies.logger }
    public var session: Session { dependencies.http.session }
}

final class HTTPClient {
    // weaver: session <- Session

    let dependencies: HTTPClientDependencyResolver

    init(injecting dependencies: HTTPClientDependencyResolver) {
        self.dependencies = dependencies
    }

    var session: Session { dependencies.session }
}
