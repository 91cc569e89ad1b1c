import Screens

/// Registers Screens' screen, and so passes its clock on: this module's files never import Base,
/// where the clock's type is declared, but its container names that type.
public final class Flow {
    // weaver: screen = Screen

    let dependencies: FlowDependencyResolver

    init(injecting dependencies: FlowDependencyResolver) {
        self.dependencies = dependencies
    }

    public func time() -> Int { dependencies.screen.time() }
}
