final class App {
    // weaver: cache = Cache<>
}
