final class App {
    // weaver: player = Player
    // weaver: player.scope = .transient
    // weaver: child = Child
}

final class Player {
    // weaver: url <= String
    init(injecting _: PlayerDependencyResolver) {}
}

final class Child {
    // weaver: current <- Player
    init(injecting _: ChildDependencyResolver) {}
}
