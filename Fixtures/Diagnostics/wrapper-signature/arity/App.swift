final class App {
    @WeaverP1(.registration, type: Movie.self, scope: .transient) var movie: (Int) -> Movie
}

final class Movie {
    // weaver: id <= Int
    // weaver: title <= String
    init(injecting _: MovieDependencyResolver) {}
}
