final class App {
    @Weaver(type: Logger.self) var logger: Logger
}
