/// The DEBUG/release switch (SPEC §4.4): one name, one exposed type, a concrete type per branch.
protocol API: AnyObject {
    var name: String { get }
}

final class MockAPI: API {
    let name = "mock"
}

final class LiveAPI: API {
    let name = "live"
}

protocol Store {
    var kind: String { get }
}

struct MemoryStore: Store {
    let kind = "memory"
}

struct DiskStore: Store {
    let kind = "disk"

    static func make(_ resolver: AppDependencyResolver) -> DiskStore { DiskStore() }
}

final class App {
    #if DEBUG
    // weaver: api = MockAPI <- API
    // weaver: api.scope = .weak
    #else
    // weaver: api = LiveAPI <- API
    // weaver: api.scope = .weak
    #endif

    #if DEBUG
    // weaver: store = MemoryStore <- Store
    #else
    // weaver: store = DiskStore <- Store
    // weaver: store.builder = DiskStore.make
    #endif

    let dependencies: AppDependencyResolver

    init(injecting dependencies: AppDependencyResolver) {
        self.dependencies = dependencies
    }
}
