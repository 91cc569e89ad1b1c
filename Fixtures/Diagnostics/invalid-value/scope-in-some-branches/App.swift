protocol API: AnyObject {}
final class MockAPI: API {}
final class LiveAPI: API {}
protocol Store {}
final class MemoryStore: Store {}
final class DiskStore: Store {}

final class App {
    #if DEBUG
    // weaver: api = MockAPI <- API
    // weaver: api.scope = .lazy
    #else
    // weaver: api = LiveAPI <- API
    #endif

    #if DEBUG
    // weaver: store = MemoryStore <- Store
    // weaver: store.scope = .transient
    #else
    // weaver: store = DiskStore <- Store
    // weaver: store.scope = .weak
    #endif
}
