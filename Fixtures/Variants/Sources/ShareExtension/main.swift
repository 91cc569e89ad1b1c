import Core
import Feed

/// The share extension: no analytics here, so the feed screen gets nil.
final class ShareExtension {
    // weaver: feed = FeedFeature
    // weaver: launchTasks <- [LaunchTask]

    let dependencies: ShareExtensionDependencyResolver

    init(injecting dependencies: ShareExtensionDependencyResolver) {
        self.dependencies = dependencies
    }
}

let share = ShareExtension(injecting: MainDependencyContainer.shareExtensionDependencyResolver()).dependencies
print("feed: \(share.feed.tracking)")
print("launch: \(share.launchTasks.map(\.name).joined(separator: ", "))")
