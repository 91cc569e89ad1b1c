final class App {
    // weaver: movie = Movie
}

final class Movie {
    // weaver: movieID <= Int
    init(injecting _: MovieDependencyResolver) {}
}
