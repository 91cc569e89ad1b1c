import Foundation

public protocol ImageManaging: AnyObject {
    func image(for path: String) -> String
}

/// As in 1.x's sample: it registers everything it uses, so the app registers it without a builder
/// and the generated container builds it with the generated public `ImageManager()`.
public final class ImageManager: ImageManaging {
    // weaver: logger = Logger

    // weaver: urlSession = HTTPSession
    // weaver: urlSession.scope = .container
    // weaver: urlSession.builder = ImageManager.makeSession

    // weaver: movieAPI = MovieAPI <- APIProtocol

    private let dependencies: ImageManagerDependencyResolver

    init(injecting dependencies: ImageManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    static func makeSession(_: HTTPSessionInputDependencyResolver) -> HTTPSession {
        HTTPSession(name: "https://images.example.org")
    }

    public func image(for path: String) -> String {
        dependencies.logger.log("image \(path)")
        return dependencies.movieAPI.send(path: path)
    }
}

public protocol MovieManaging: AnyObject {
    func movie(id: UInt) -> String
}

/// As in 1.x's sample: the reference is declared before the parameter, and the app calls the
/// generated public initializer as `MovieManager(host:logger:)`, parameters first.
public final class MovieManager: MovieManaging {
    // weaver: logger <- Logger

    // weaver: urlSession = HTTPSession
    // weaver: urlSession.scope = .container
    // weaver: urlSession.builder = { _ in HTTPSession.shared }

    // weaver: movieAPI = MovieAPI <- APIProtocol

    // weaver: host <= String?

    private let dependencies: MovieManagerDependencyResolver

    required init(injecting dependencies: MovieManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    public var logger: Logger { dependencies.logger }

    public var host: String? { dependencies.host }

    public func movie(id: UInt) -> String {
        dependencies.logger.log("movie \(id)")
        return (dependencies.host ?? "") + dependencies.movieAPI.send(path: "/movie/\(id)")
    }
}
