final class App {
    #if DEBUG
    // weaver: api = FakeAPI <- APIProtocol
    #else
    // weaver: api = LiveAPI <- APIProtocol
    // weaver: api.builder = LiveAPI.make
    #endif

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}

protocol APIProtocol: AnyObject {}
final class FakeAPI: APIProtocol {}
final class LiveAPI: APIProtocol {
    static func make(_ dependencies: LiveAPIInputDependencyResolver) -> LiveAPI { LiveAPI() }
}
