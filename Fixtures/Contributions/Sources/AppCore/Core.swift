/// Something to do once at start-up (RWTaskKit's launch tasks): contributed by any module with
/// `contributes launchTasks <- LaunchTask`, ordered by `after:` and `priority:`.
public protocol LaunchTask: AnyObject {
    var name: String { get }
    func run()
}

/// A handler of app events (Rhea's): every contributed handler sees every event, in priority order.
public protocol AppEventHandler {
    func handle(_ event: String)
}

/// A screen the router opens for a URL pattern (Khala's routes).
public protocol Screen {
    var title: String { get }
}

/// What happened, in order: the app's tests read it.
public final class Journal: @unchecked Sendable {
    public private(set) var lines: [String] = []

    public init() {}

    public func write(_ line: String) { lines.append(line) }
}

public final class CrashReporterTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 100
    // weaver: journal <- Journal

    let dependencies: CrashReporterTaskDependencyResolver

    init(injecting dependencies: CrashReporterTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "crash-reporter" }
    public func run() { dependencies.journal.write("task: crash-reporter") }
}

public final class DatabaseTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 50
    // weaver: journal <- Journal

    let dependencies: DatabaseTaskDependencyResolver

    init(injecting dependencies: DatabaseTaskDependencyResolver) {
        self.dependencies = dependencies
    }

    public var name: String { "database" }
    public func run() { dependencies.journal.write("task: database") }
}

public struct AuditHandler: AppEventHandler {
    // weaver: contributes appEvents <- AppEventHandler, priority: 10
    // weaver: journal <- Journal

    let dependencies: AuditHandlerDependencyResolver

    init(injecting dependencies: AuditHandlerDependencyResolver) {
        self.dependencies = dependencies
    }

    public func handle(_ event: String) { dependencies.journal.write("audit: \(event)") }
}
