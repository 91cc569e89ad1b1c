import API

protocol ReviewManaging: AnyObject {
    func reviews(for movieID: UInt) -> String
}

final class ReviewManager: ReviewManaging {
    // weaver: movieAPI <- APIProtocol

    private let dependencies: ReviewManagerDependencyResolver

    init(injecting dependencies: ReviewManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    func reviews(for movieID: UInt) -> String { dependencies.movieAPI.send(path: "/movie/\(movieID)/reviews") }
}

/// Built by hand (tests, previews): nobody registers it, and its reference is not an error.
final class PersonManager {
    // weaver: self.isIsolated = true
    // weaver: movieAPI <- APIProtocol

    private let dependencies: PersonManagerDependencyResolver

    init(injecting dependencies: PersonManagerDependencyResolver) {
        self.dependencies = dependencies
    }

    func popular() -> String { dependencies.movieAPI.send(path: "/person/popular") }
}
