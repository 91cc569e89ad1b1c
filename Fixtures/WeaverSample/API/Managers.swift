import Foundation

public protocol ImageManaging: AnyObject {
    func image(for path: String) -> String
}

/// Registers its own logger; references the API. Built from the app with `ImageManager(movieAPI:)`.
public final class ImageManager: ImageManaging {
    // weaver: logger = Logger
    // weaver: movieAPI <- APIProtocol

    private let dependencies: ImageManagerDependencyResolver

    init(injecting dependencies: ImageManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    public func image(for path: String) -> String {
        dependencies.logger.log("image \(path)")
        return dependencies.movieAPI.send(path: "/images" + path)
    }
}

public protocol MovieManaging: AnyObject {
    func movie(id: UInt) -> String
}

/// Both of its dependencies are references: `MovieManager(logger:movieAPI:)`.
public final class MovieManager: MovieManaging {
    // weaver: logger <- Logger
    // weaver: movieAPI <- APIProtocol

    private let dependencies: MovieManagerDependencyResolver

    init(injecting dependencies: MovieManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    public var logger: Logger { dependencies.logger }

    public func movie(id: UInt) -> String {
        dependencies.logger.log("movie \(id)")
        return dependencies.movieAPI.send(path: "/movie/\(id)")
    }
}
