protocol MovieManaging: AnyObject {}
protocol Tracking: AnyObject {}

final class Logger {}
final class Tracker: Tracking {}
final class Session {
    static func mock() -> Session { Session() }
}

final class App {
    // weaver: logger = Logger
    // weaver: session = Session
    // weaver: tracker = Tracker <- Tracking
    // weaver: tracker.builder = App.makeTracker
    // weaver: analytics = Analytics <- Analytics?
    // weaver: home = Home
    // weaver: home.scope = .lazy

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }

    static func makeTracker(_ dependencies: TrackerInputDependencyResolver) -> Tracking { Tracker() }
}

final class Home {
    // weaver: logger <- Logger
    // weaver: movieManager = MovieManager <- MovieManaging
    // weaver: detail = Detail
    // weaver: detail.scope = .transient
    // weaver: banner = Banner
    // weaver: banner.scope = .weak

    let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class MovieManager: MovieManaging {
    // weaver: logger <- Logger
    // weaver: session <- Session

    let dependencies: MovieManagerDependencyResolver

    init(injecting dependencies: MovieManagerDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Detail {
    // weaver: movieManager <- MovieManaging
    // weaver: player = Player
    // weaver: player.scope = .transient
    // weaver: analytics <- Analytics?

    let dependencies: DetailDependencyResolver

    init(injecting dependencies: DetailDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Player {
    // weaver: movieID <= Int
    // weaver: logger <- Logger

    let dependencies: PlayerDependencyResolver

    init(injecting dependencies: PlayerDependencyResolver) {
        self.dependencies = dependencies
    }

    // Its own `mock`: the generated one is `weaverMock`.
    static var mock: Int { 0 }
}

final class Banner {}
final class Analytics {}
