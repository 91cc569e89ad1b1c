/// A plain value the app provides.
public struct Punctuation: Sendable {
    public let mark: String

    public init(mark: String) {
        self.mark = mark
    }
}

/// A public type of another target: Demo registers it, and its container provides what it needs.
/// The plugin summarizes this target when it builds Demo's container (SPEC §11).
public final class Farewell {
    // weaver: punctuation <- Punctuation

    let dependencies: FarewellDependencyResolver

    init(injecting dependencies: FarewellDependencyResolver) {
        self.dependencies = dependencies
    }

    public func say(_ name: String) -> String {
        "Goodbye, \(name)\(dependencies.punctuation.mark)"
    }
}
