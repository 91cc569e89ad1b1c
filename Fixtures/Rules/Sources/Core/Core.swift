/// What every module shares.
public protocol Logging: AnyObject, Sendable {
    func log(_ line: String)
}

public final class Logger: Logging, @unchecked Sendable {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ line: String) { lines.append(line) }
}

public final class Database: Sendable {
    public init() {}
    public var name: String { "main.sqlite" }
}

/// Talks to the server before anyone signs in.
public final class AnonymousClient: Sendable {
    public init() {}
}

public protocol Analytics: AnyObject {}

/// Annotated, so that Core has a summary the other modules read.
public final class Diagnostics {
    // weaver: logger <- Logging

    let dependencies: DiagnosticsDependencyResolver

    init(injecting dependencies: DiagnosticsDependencyResolver) {
        self.dependencies = dependencies
    }

    public func report() -> String { "ok" }
}
