// Plain services that carry no annotations: the container builds them with `Type()`,
// or with a custom builder.

protocol Logging: AnyObject {
    func log(_ message: String)
    var messages: [String] { get }
}

final class ConsoleLogger: Counted, Logging {
    private(set) var messages: [String] = []

    func log(_ message: String) { messages.append(message) }
}

final class Session: Counted {}

final class ImageCache: Counted {}

final class RequestToken: Counted {}

final class Theme: Counted {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}

/// Built by a custom builder from the registering type's resolver.
final class Analytics: Counted {
    let logger: Logging

    init(logger: Logging) {
        self.logger = logger
        super.init()
    }

    static func make(_ dependencies: AnalyticsInputDependencyResolver) -> Analytics {
        Analytics(logger: dependencies.logger)
    }
}
