final class App {
    /// weaver: logger = Logger
    // weaver: session = Session
}
