final class App {
    @WeaverP1(.registration, type: Movie.self, scope: .transient) var movie: (String) -> Movie
}

final class Movie {
    // weaver: id <= Int
    init(injecting _: MovieDependencyResolver) {}
}
