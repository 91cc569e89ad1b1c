final class App {
    @Weaver(.registration, type: Logger.self, isIsolated: true)
    var logger: Logging
}
