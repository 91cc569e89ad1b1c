final class App {
    // weaver: logger = Logger
    // weaver: logger = FileLogger <- Logger
}
