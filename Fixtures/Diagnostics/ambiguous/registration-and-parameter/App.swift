final class App {
    // weaver: movie = Movie
    // weaver: movie.scope = .transient
}

final class Movie {
    // weaver: id <= Int
    // weaver: count = Int
    // weaver: count.builder = { _ in 0 }
    // weaver: reviews = Reviews
    init(injecting _: MovieDependencyResolver) {}
}

final class Reviews {
    // weaver: movieID <- Int
    init(injecting _: ReviewsDependencyResolver) {}
}
