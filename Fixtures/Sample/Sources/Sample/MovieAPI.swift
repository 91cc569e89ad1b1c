/// A public root with an argument: code in other modules builds it with the generated
/// `MovieAPI(client:)`.
public final class MovieAPI {
    // weaver: client <- HTTPClient
    // weaver: responses = ResponseCache

    let dependencies: MovieAPIDependencyResolver

    init(injecting dependencies: MovieAPIDependencyResolver) {
        self.dependencies = dependencies
    }
}

public final class HTTPClient {
    public let baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL
    }
}

/// Its `client` is the public root's own reference: the argument passed to `MovieAPI(client:)`.
final class ResponseCache {
    // weaver: client <- HTTPClient

    let dependencies: ResponseCacheDependencyResolver

    init(injecting dependencies: ResponseCacheDependencyResolver) {
        self.dependencies = dependencies
    }
}
