final class App {
    // weaver: logger = Logger
    // weaver: logger.scope = .lazy
    // weaver: logger.scope = .weak
}
