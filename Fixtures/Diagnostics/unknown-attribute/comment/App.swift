final class App {
    // weaver: logger = Logger
    // weaver: logger.lifetime = .long
}
