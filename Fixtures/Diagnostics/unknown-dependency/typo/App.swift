final class App {
    // weaver: movieManager = MovieManager
    // weaver: movieManger.scope = .lazy
}
