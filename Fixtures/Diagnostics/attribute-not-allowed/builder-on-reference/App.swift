final class App {
    // weaver: self.isIsolated = true
    // weaver: logger <- Logger
    // weaver: logger.builder = Logger.make
}
