final class App {
    // weaver: point = Point
    // weaver: point.scope = .weak
}

struct Point {}
