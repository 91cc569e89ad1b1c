/// What the app and the kit share: the services the app provides, and the launch task's protocol.
public protocol Logging: AnyObject, Sendable {
    func log(_ line: String)
}

public final class Logger: Logging, @unchecked Sendable {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ line: String) { lines.append(line) }
}

public protocol LaunchTask {
    var name: String { get }
}

public final class Clock: Sendable {
    public init() {}
    public var now: String { "12:00" }
}
