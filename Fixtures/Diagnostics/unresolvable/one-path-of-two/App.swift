final class App {
    // weaver: logger = Logger
    // weaver: shared = Shared
}

final class Island {
    // weaver: shared = Shared
}

final class Shared {
    // weaver: logger <- Logger
    init(injecting _: SharedDependencyResolver) {}
}
