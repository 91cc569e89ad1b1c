protocol Clock: AnyObject {}

/// A root: nothing above it can provide the clock.
final class App {
    @Weaver(.reference, ifAvailable: true) var clock: Clock?
    init(injecting dependencies: AppDependencyResolver) {}
}
