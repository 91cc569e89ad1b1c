protocol Logging: AnyObject {
    var count: Int { get }
    func log(_ message: String)
}

final class ConsoleLogger: Logging {
    private(set) var count = 0

    func log(_ message: String) {
        count += 1
    }
}

final class Session {
    let name = "session"
}

final class Cache {
    let capacity = 8
}
