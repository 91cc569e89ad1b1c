// Checks what `weaver swift --mocks` built: prints PASS or FAIL lines.

func check(_ condition: Bool, _ what: String) {
    print(condition ? "PASS: \(what)" : "FAIL: \(what)")
}

final class SpyMovieManager: MovieManaging {
    let logger: Logger
    init(logger: Logger) { self.logger = logger }
    var source: String { "spy" }
}

// The whole graph, with one service deep in the subtree replaced.
let overrides = AppMockOverrides()
var resolverLogger: Logger?
overrides.home.movieManager = { resolver in
    resolverLogger = resolver.logger
    return SpyMovieManager(logger: resolver.logger)
}
let app = App.mock(overrides: overrides)
let home = app.dependencies.home(title: "Films")
check(home.dependencies.movieManager.source == "spy", "the override replaces the registration")
check(home.dependencies.detail.dependencies.movieManager === home.dependencies.movieManager,
      "the leaf below receives the override")
check(resolverLogger === app.dependencies.logger, "the override is given the resolver its real registration gets")
check(home.dependencies.title == "Films", "parameters reach the mocked subtree")

// Scopes hold in a mock as in the app.
check(app.dependencies.logger === app.dependencies.logger, ".container is shared")
check(home.dependencies.detail !== home.dependencies.detail, ".transient is new on every read")
let detail = home.dependencies.detail
check(detail.dependencies.poster === detail.dependencies.poster, ".lazy is built once")

// Nothing overridden: everything is real.
let plain = Home.mock(title: "Plain")
check(plain.dependencies.movieManager.source == "real", "a mock without overrides builds the real graph")
check(plain.dependencies.logger !== app.dependencies.logger, "a default builds its own instance")

// A node replaced with everything below it, through its own overrides.
let replaced = AppMockOverrides()
replaced.home.detail.poster = { Poster() }
var builtHome = 0
replaced.home.build = { resolver in
    builtHome += 1
    return Home(injecting: resolver)
}
let other = App.mock(overrides: replaced)
_ = other.dependencies.home(title: "Again")
check(builtHome == 1, "a node's own override builds it")

// Arguments for what the subtree needs from above, with the graph's defaults.
let logger = Logger()
let detailOnly = Detail.mock(movieManager: SpyMovieManager(logger: logger))
check(detailOnly.dependencies.movieManager.source == "spy", "a need is an argument")
check(Detail.mock().dependencies.movieManager.source == "real", "a need defaults to the graph's registration, built from its mock")

// The app's own graph is unchanged by the mocks.
let real = App(injecting: MainDependencyContainer.appDependencyResolver())
check(real.dependencies.home(title: "Real").dependencies.movieManager.source == "real", "the app's graph has no overrides")
