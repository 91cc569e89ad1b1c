final class App {
    // weaver: logger = Logger
    // weaver: logger.scope = .forever
}
