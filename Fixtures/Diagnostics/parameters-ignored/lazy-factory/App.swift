final class App {
    // weaver: movie = Movie
    // weaver: movie.scope = .lazy
}

final class Movie {
    // weaver: movieID <= Int
    init(injecting _: MovieDependencyResolver) {}
}
