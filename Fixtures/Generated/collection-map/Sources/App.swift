protocol EventHandler {
    func handle(_ event: String)
}

final class App {
    // weaver: handlers <- [String: EventHandler]

    init(injecting dependencies: AppDependencyResolver) {}
}

struct LoginHandler: EventHandler {
    // weaver: contributes handlers["login"] <- EventHandler

    func handle(_ event: String) {}
}

struct LogoutHandler: EventHandler {
    // weaver: contributes handlers["logout"] <- EventHandler

    func handle(_ event: String) {}
}
