// The API module of the re-created Weaver 1.x sample: written for Linux (no URLSession, no UIKit).
import Foundation

public final class Logger: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    public func log(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(message)
    }

    public var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// Stands in for `URLSession`.
public final class HTTPSession: Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// Stands in for `URLSession.shared`.
    public static let shared = HTTPSession(name: "https://shared.example.org")
}

public protocol APIProtocol: AnyObject {
    func send(path: String) -> String
}

/// As in 1.x's sample: the app builds it with the generated `MovieAPI(urlSession:)`.
public final class MovieAPI: APIProtocol {
    // weaver: urlSession <- HTTPSession

    private let dependencies: MovieAPIDependencyResolver

    init(injecting dependencies: MovieAPIDependencyResolver) {
        self.dependencies = dependencies
    }

    public var sessionName: String { dependencies.urlSession.name }

    public func send(path: String) -> String { "\(dependencies.urlSession.name)\(path)" }
}
