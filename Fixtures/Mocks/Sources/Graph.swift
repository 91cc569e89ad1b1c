// A small app graph for the mocks' end-to-end test (`MocksEndToEndTests`): `weaver swift --mocks`
// gives every type a `mock(…)`; `main.swift` checks what they build.

protocol MovieManaging: AnyObject {
    var source: String { get }
}

final class Logger {}

final class APIClient {}

final class App {
    // weaver: logger = Logger
    // weaver: api = APIClient
    // weaver: home = Home
    // weaver: home.scope = .transient

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Home {
    // weaver: logger <- Logger
    // weaver: movieManager = MovieManager <- MovieManaging
    // weaver: detail = Detail
    // weaver: detail.scope = .transient
    // weaver: title <= String

    let dependencies: HomeDependencyResolver

    init(injecting dependencies: HomeDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class MovieManager: MovieManaging {
    // weaver: logger <- Logger
    // weaver: api <- APIClient

    let dependencies: MovieManagerDependencyResolver
    var source: String { "real" }

    init(injecting dependencies: MovieManagerDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Detail {
    // weaver: movieManager <- MovieManaging
    // weaver: poster = Poster
    // weaver: poster.scope = .lazy

    let dependencies: DetailDependencyResolver

    init(injecting dependencies: DetailDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Poster {}
