import Core
import Feature

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

let app = App(injecting: MainDependencyContainer.appDependencyResolver())
let news = app.dependencies.home(title: "news")
let sports = app.dependencies.home(title: "sports")
print(news.load())
print(sports.load())
print("screens differ:", news !== sports, "api per screen:", news.api !== sports.api)
print("one logger:", news.logger === app.dependencies.logger, news.api.logger === app.dependencies.logger)
print("one session:", news.api.session === app.dependencies.session, sports.api.session === app.dependencies.session)
print("log:", app.dependencies.logger.lines.joined(separator: ", "))
