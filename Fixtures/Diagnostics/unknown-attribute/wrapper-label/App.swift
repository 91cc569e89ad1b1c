final class App {
    @Weaver(.registration, lifetime: .long) var logger: Logger
}
