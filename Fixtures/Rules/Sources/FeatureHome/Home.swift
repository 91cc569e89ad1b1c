import Core
import FeatureProfile

public final class HomeScreen {
    // weaver: profile = ProfileScreen
    // weaver: database = Database
    // weaver: logger <- Logging

    let dependencies: HomeScreenDependencyResolver

    init(injecting dependencies: HomeScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public func show() -> String { "home, " + dependencies.profile.show() + ", " + dependencies.database.name }
}
