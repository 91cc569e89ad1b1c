final class App {
    @WeaverP1(.registration, type: Movie.self, scope: .transient) var movie: Movie
}
