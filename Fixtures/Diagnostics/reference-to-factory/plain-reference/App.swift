final class App {
    // weaver: movie = Movie
    // weaver: movie.scope = .transient
    // weaver: child = Child
}

final class Movie {
    // weaver: movieID <= Int
    init(injecting _: MovieDependencyResolver) {}
}

final class Child {
    // weaver: movie <- Movie
    init(injecting _: ChildDependencyResolver) {}
}
