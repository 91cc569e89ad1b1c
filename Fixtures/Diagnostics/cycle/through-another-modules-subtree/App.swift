import Core

final class Session: Sessioning {
    // weaver: client <- Client
    init(injecting dependencies: SessionDependencyResolver) {}
}

final class App {
    // weaver: client = Client
    // weaver: session = Session <- Sessioning
    init(injecting dependencies: AppDependencyResolver) {}
}
