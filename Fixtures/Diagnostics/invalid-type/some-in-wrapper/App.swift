protocol Logging {}
final class App {
    @Weaver(.registration, type: Logger.self)
    var logger: Logging
    @Weaver(.registration)
    var home: Home
}
final class Home {
    @Weaver(.reference)
    var logger: some Logging
}
