protocol Logging: AnyObject {}
protocol MovieServicing: AnyObject {}

final class ConsoleLogger: Logging {}

// Conforms through an extension: accepted.
final class MovieService {}
extension MovieService: MovieServicing {}

final class App {
    // ConsoleLogger is not a MovieServicing: reported here, not inside Weaver.swift.
    // weaver: movieService = ConsoleLogger <- MovieServicing
    // weaver: movieService.scope = .lazy
    // weaver: service = MovieService <- MovieServicing
    @Weaver(.registration, type: ConsoleLogger.self) var logger: MovieServicing
    init(injecting _: AppDependencyResolver) {}
}
