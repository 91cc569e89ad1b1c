// The API framework's tests, as 1.x's sample writes them: hand-written spies conforming to the
// generated resolvers (classes: the resolvers are class-bound), and the generated stub.
@testable import API

final class APISpy: APIProtocol, @unchecked Sendable {
    private(set) var paths: [String] = []

    func send(path: String) -> String {
        paths.append(path)
        return "spy\(path)"
    }
}

final class MovieManagerDependencyResolverSpy: MovieManagerDependencyResolver {
    let movieAPISpy = APISpy()
    var host: String? = "https://test.example.org"
    var movieAPI: APIProtocol { movieAPISpy }
    let urlSession = HTTPSession(name: "https://session.example.org")
    let logger = Logger()
}

final class ImageManagerDependencyResolverSpy: ImageManagerDependencyResolver {
    let movieAPISpy = APISpy()
    var movieAPI: APIProtocol { movieAPISpy }
    let urlSession = HTTPSession(name: "https://session.example.org")
    let logger = Logger()
}
