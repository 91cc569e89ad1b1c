/// Plain services: App registers them, Core's annotated types reference them.
public final class Logger: @unchecked Sendable {
    public private(set) var lines: [String] = []
    public init() {}
    public func log(_ line: String) { lines.append(line) }
}

public final class Session: @unchecked Sendable {
    public let token: String
    public init(token: String) { self.token = token }
}
