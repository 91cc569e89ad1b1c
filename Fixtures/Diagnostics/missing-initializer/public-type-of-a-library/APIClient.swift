public protocol Logging: AnyObject {}

/// A library module's public type: other modules build it through its entry point, which calls
/// `init(injecting:)`, so forgetting the initializer is this module's error, not theirs.
public final class APIClient {
    // weaver: logger <- Logging

    public init(baseURL: String) {}
}
