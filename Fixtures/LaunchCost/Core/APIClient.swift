/// Core's public client: building it builds its `.container` registrations and theirs (3 instances,
/// a chain 2 deep); `metrics` is `.lazy`, so nothing below it is built at launch.
public final class APIClient {
    // weaver: session = URLSessionBox
    // weaver: cache = ResponseCache
    // weaver: metrics = Metrics
    // weaver: metrics.scope = .lazy

    public init(injecting dependencies: APIClientDependencyResolver) {}
}

final class URLSessionBox {}

final class ResponseCache {
    // weaver: disk = DiskStore

    init(injecting dependencies: ResponseCacheDependencyResolver) {}
}

final class DiskStore {}

final class Metrics {
    // weaver: uploader = MetricsUploader

    init(injecting dependencies: MetricsDependencyResolver) {}
}

final class MetricsUploader {}

public protocol LaunchTask {
    func run()
}

/// An element Core contributes to the app's launch tasks.
public final class SyncTask: LaunchTask {
    // weaver: contributes launchTasks <- LaunchTask, priority: 10

    public init() {}
    public func run() {}
}
