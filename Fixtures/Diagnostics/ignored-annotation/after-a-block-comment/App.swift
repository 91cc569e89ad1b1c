final class Logger {}

final class App {
    /* logging */ // weaver: logger = Logger
    // weaver: other = Logger
}
