/// Each container-scoped registration builds the next: a chain three deep at launch.
final class App {
    // weaver: session = Session

    init(injecting dependencies: AppDependencyResolver) {}
}

final class Session {
    // weaver: client = Client

    init(injecting dependencies: SessionDependencyResolver) {}
}

final class Client {
    // weaver: transport = Transport

    init(injecting dependencies: ClientDependencyResolver) {}
}

final class Transport {}
