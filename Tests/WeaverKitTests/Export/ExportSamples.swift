/// Sources the export tests link: small enough to read, covering every record kind.
enum ExportSamples {
    /// A public root with an abstract registration, a factory (two parameters), a builder-made
    /// generic type, a nested type in a namespace, and an isolated preview type.
    static let movies = """
    import Foundation

    public final class App {
        // weaver: logger = Logger <- Logging
        // weaver: logger.platforms = [.iOS, .Linux]
        // weaver: movieController = MovieController
        // weaver: movieController.scope = .transient
        // weaver: repository = Repository<Movie>
        // weaver: repository.builder = App.makeRepository
        // weaver: repository.projects = [Movies]
        // weaver: index = Catalog.Index
    }

    final class MovieController {
        // weaver: movieID <= Int
        // weaver: title <= String
        // weaver: logger <- Logging
    }

    enum Catalog {
        struct Index {
            // weaver: logger <- Logging
        }
    }

    final class Preview {
        // weaver: self.isIsolated = true
        // weaver: logger <- Logging
    }
    """

    /// The smallest graph with both edge kinds: App registers Logger and Home; Home references logger.
    static let tiny = """
    final class App {
        // weaver: logger = Logger
        // weaver: home = Home
    }
    final class Home {
        // weaver: logger <- Logger
    }
    """
}
