import Base

/// Needs a clock, which the app provides.
public final class Screen {
    // weaver: clock <- Clock

    let dependencies: ScreenDependencyResolver

    init(injecting dependencies: ScreenDependencyResolver) {
        self.dependencies = dependencies
    }

    public func time() -> Int { dependencies.clock.now }
}
