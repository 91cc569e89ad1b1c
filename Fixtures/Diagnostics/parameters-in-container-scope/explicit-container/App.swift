final class App {
    @Weaver(.registration, type: Movie.self, scope: .container) var movie: Movie
}

final class Movie {
    // weaver: movieID <= Int
    init(injecting _: MovieDependencyResolver) {}
}
