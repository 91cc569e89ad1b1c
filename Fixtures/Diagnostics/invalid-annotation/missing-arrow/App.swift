final class App {
    // weaver: logger Logger
}
