final class App {
    @Weaver(.registration, scope: .lazy) var logger: Logger
    // weaver: logger.scope = .transient
}
