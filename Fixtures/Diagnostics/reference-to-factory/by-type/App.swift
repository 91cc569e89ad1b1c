final class App {
    // weaver: player = Player
    // weaver: player.scope = .transient
    // weaver: child = Child
}

final class Player {
    // weaver: url <= String
}

final class Child {
    // weaver: current <- Player
}
