import Core
import FeatureHome
import FeatureProfile

final class AppRoot {
    // weaver: logger = Logger <- Logging
    // weaver: anonymousClient = AnonymousClient
    // weaver: home = HomeScreen
    // weaver: signIn = SignIn
    // weaver: diagnostics = Diagnostics
    // weaver: greeting = String

    let dependencies: AppRootDependencyResolver

    init(injecting dependencies: AppRootDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class SignIn {
    // weaver: anonymousClient <- AnonymousClient
    // weaver: analytics <- Analytics?
    // weaver: analytics.ifAvailable = true

    let dependencies: SignInDependencyResolver

    init(injecting dependencies: SignInDependencyResolver) {
        self.dependencies = dependencies
    }
}

let app = AppRoot(injecting: MainDependencyContainer.appRootDependencyResolver())
print(app.dependencies.home.show())
print("analytics:", app.dependencies.signIn.dependencies.analytics == nil ? "none" : "some")
