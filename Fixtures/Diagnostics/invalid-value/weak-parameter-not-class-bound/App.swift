protocol Plain {}
protocol Refined: Plain, Sendable {}
protocol Delegate: AnyObject {}
protocol Imported: SomeProtocolFromAnotherModule {}
struct Point {}

final class App {
    // weaver: screen = Screen
    // weaver: screen.scope = .transient
}

final class Screen {
    // weaver: plain <= Plain?
    // weaver: plain.scope = .weak
    // weaver: refined <= Refined?
    // weaver: refined.scope = .weak
    // weaver: point <= Point?
    // weaver: point.scope = .weak
    // weaver: delegate <= Delegate?
    // weaver: delegate.scope = .weak
    // weaver: imported <= Imported?
    // weaver: imported.scope = .weak
    init(injecting _: ScreenDependencyResolver) {}
}
