final class App {
    // weaver: logger = Logger
    let title = "never closed
}
