final class App {
    // weaver: movie = Movie
    // weaver: movie.scope = .weak
}

final class Movie {
    // weaver: movieID <= Int
    init(injecting _: MovieDependencyResolver) {}
}
