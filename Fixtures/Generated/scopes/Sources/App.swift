final class App {
    // weaver: logger = Logger
    // weaver: session = Session
    // weaver: session.scope = .lazy
    // weaver: cache = ImageCache
    // weaver: cache.scope = .weak
    // weaver: token = RequestToken
    // weaver: token.scope = .transient
    // weaver: home = Home

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Home {
    // weaver: logger <- Logger
    // weaver: session <- Session
    // weaver: token <- RequestToken

    let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Logger {}
final class Session {}
final class ImageCache {}
final class RequestToken {}
