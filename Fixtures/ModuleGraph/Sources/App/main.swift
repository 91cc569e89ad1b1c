import Core
import Movies
import Profile

final class App {
    // weaver: logger = Logger <- Logging
    // weaver: movies = MovieList
    // weaver: launchTasks <- [LaunchTask]

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

let app = App(injecting: MainDependencyContainer.appDependencyResolver())
print(app.dependencies.movies.show())
print("tasks:", app.dependencies.launchTasks.map(\.name).joined(separator: ", "))
