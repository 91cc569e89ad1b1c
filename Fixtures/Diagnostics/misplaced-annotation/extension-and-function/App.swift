final class App {
    func start() {
        // weaver: logger = Logger
    }
}

extension App {
    // weaver: session = Session
}
