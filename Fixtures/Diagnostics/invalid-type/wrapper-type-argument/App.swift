final class Cache<Key> {}

final class App {
    @Weaver(.registration, type: Cache<>.self) var cache: Cache<Int>
}
