import Core
import Feature
import Networking

final class App {
    // weaver: logger = Logger
    // weaver: session = Session
    // weaver: session.scope = .lazy
    // weaver: session.builder = { _ in Session(token: "t-1") }
    // weaver: home = HomeScreen
    // weaver: home.scope = .transient

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

final class Observer: HomeScreenDelegate {
    var loaded: [String] = []
    func screenDidLoad(_ title: String) { loaded.append(title) }
}

let app = App(injecting: MainDependencyContainer.appDependencyResolver())
let observer = Observer()
let news = app.dependencies.home(title: "news", delegate: observer)
let sports = app.dependencies.home(title: "sports", delegate: nil)
print(news.load())
print(sports.load())
print("screens differ:", news !== sports, "api per screen:", news.api !== sports.api)
print("one logger:", news.logger === app.dependencies.logger, news.api.logger === app.dependencies.logger)
print("one session:", news.api.session === app.dependencies.session, sports.api.session === app.dependencies.session)
print("log:", app.dependencies.logger.lines.joined(separator: ", "))
print("delegate told:", observer.loaded.joined(separator: ", "))
weak var gone: Observer?
do {
    let shortLived = Observer()
    gone = shortLived
    _ = app.dependencies.home(title: "weather", delegate: shortLived)
}
print("delegate held weakly:", gone == nil)
