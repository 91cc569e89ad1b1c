/// The root: nobody registers it, it has no references or parameters, so it gets the entry point
/// `MainDependencyContainer.appDependencyResolver()`.
final class App: Counted {
    // weaver: logger = ConsoleLogger <- Logging

    // weaver: session = Session
    // weaver: session.scope = .lazy

    // weaver: imageCache = ImageCache
    // weaver: imageCache.scope = .weak

    // weaver: requestToken = RequestToken
    // weaver: requestToken.scope = .transient

    // weaver: home = HomeController

    // weaver: movieController = MovieController
    // weaver: movieController.scope = .transient

    // weaver: analytics.builder = Analytics.make
    // weaver: analytics = Analytics

    // weaver: theme = Theme
    // weaver: theme.setter = true

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
        super.init()
    }
}
